# Renames issue 12's refactor makes, applied to Snippets/ once it has landed:
#   sed -i -E -f .ci/snippets-final-names.sed $(find Snippets -name '*.swift')
# The snippets use the old names until then, so that they build on every branch; the articles
# and the README already use the new ones. Delete this file after the pass.
s/\bPusherID\b/Pusher/g
s/\bDeepLinkRoute\b/DeepLinkPattern/g
s/\bStackRestoration\b/StackAutosave/g
s/\.stapelRestoration\(/.stapelAutosave(/g
s/\bPushOutcome\b/PushResult.Outcome/g
s/\bPushOfferID\b/PushOffer.ID/g
s/\bDeepLinkOutcome\b/DeepLinkResult.Outcome/g
s/\bDropReason\b/DroppedRoute.Reason/g
s/(StackPopButton\((for: [A-Za-z.]+\.self, )?)destination: \.view\(withId: ("[^"]*")\)/\1to: .name(\3)/g
s/(StackPopButton\((for: [A-Za-z.]+\.self, )?)destination: \.root/\1to: .root/g
s/(StackPopButton\((for: [A-Za-z.]+\.self, )?)destination: \.previous(, )?/\1/g
