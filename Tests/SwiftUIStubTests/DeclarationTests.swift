#if !canImport(SwiftUI)
    import Foundation
    import SwiftUIStub
    import Testing

    /// A modifier that is a value: two of them with the same label are equal.
    private struct Tint: ViewModifier, Equatable {
        let label: String

        func body(content: Content) -> some View {
            content
        }
    }

    /// A view the host does not know how to draw: its body is `Never`.
    private struct Opaque: View {
        typealias Body = Never
    }

    @MainActor
    @Suite("Declarations")
    struct DeclarationTests {
        @Test func interpolatedKeysFormatTheirArguments() {
            let formatter = NumberFormatter()
            formatter.numberStyle = .percent
            let values: [(LocalizedStringKey, String)] = [
                ("\(Int8(-8)) \(Int16(16)) \(Int32(32)) \(Int64(64)) \(Int(1))", "-8 16 32 64 1"),
                (
                    "\(UInt8(8)) \(UInt16(16)) \(UInt32(32)) \(UInt64(64)) \(UInt(1))",
                    "8 16 32 64 1"
                ),
                ("\(Float(1.5)) \(2.5) \(CGFloat(3.5))", "1.500000 2.500000 3.500000"),
                ("\(2.0, specifier: "%.1f") of 100%", "2.0 of 100%"),
                ("\(NSNumber(value: 0.5), formatter: formatter)", "50%"),
                ("\(URL(string: "https://example.com")!)", "https://example.com"),
                ("\(NSNumber(value: 7))", "7"),
                ("\(3.5, format: .number)", "3.5"),
                ("\(7, format: IntegerFormatStyle<Int>().attributed)", "7"),
                ("\(AttributedString("rich")) \(Text("text"))", "rich text"),
                ("\("plain")", "plain"),
            ]
            for (key, expected) in values {
                #expect(ViewHost(Text(key)).visibleTexts == [expected])
            }
            #expect(LocalizedStringKey("a") == "a")
            #expect(LocalizedStringKey("a") != "\("a")%")
        }

        @Test func everyTitleFormMakesTheSameLabel() throws {
            let name = "Ada"
            let host = ViewHost(
                NavigationStack {
                    VStack {
                        Button(name) {}
                        Button("Key", role: .cancel) {}
                        Button(name + "!", role: .destructive) {}
                        Toggle(name + "?", isOn: .constant(true))
                        Toggle("Wi-Fi", isOn: .constant(false))
                        TextField(name + ".", text: .constant(""))
                        Label(name, systemImage: "person")
                        Text("Styled").foregroundStyle(.tertiary)
                    }
                    .navigationTitle(Text("Inner"))
                })
            #expect(
                host.visibleTexts == [
                    "Ada", "Key", "Ada!", "Ada?", "Wi-Fi", "Ada.", "Ada", "Styled",
                ])
            #expect(host.navigationTitle == "Inner")
            let titled = ViewHost(NavigationStack { Text("x").navigationTitle(name) })
            #expect(titled.navigationTitle == "Ada")
            #expect(host.hierarchy.contains("Button \"Key\" (cancel)"))
        }

        @Test func valuesCompareAsTheInterfaceSays() {
            #expect(Text("a").modifier(Tint(label: "x")) == Text("a").modifier(Tint(label: "x")))
            #expect(Text("a").modifier(Tint(label: "x")) != Text("a").modifier(Tint(label: "y")))
            var scroll = ScrollView { Text("a") }
            scroll.content = Text("b")
            scroll.axes = .horizontal
            scroll.showsIndicators = false
            #expect(scroll.content == Text("b"))
            #expect(!scroll.showsIndicators)
            #expect(Axis.Set.horizontal != .vertical)
            #expect(Axis.allCases == [.horizontal, .vertical])
            #expect(Alignment.leading.horizontal == .leading)
            #expect(Alignment.top != .bottom)
            #expect(Alignment.trailing != .center)
            #expect(Set([Font.body, .headline, .title, .caption]).count == 4)
        }

        @Test func shapeStylesAndDynamicPropertiesHaveTheirDefaults() {
            let styles: [HierarchicalShapeStyle] = [.primary, .secondary, .tertiary, .quaternary]
            #expect(Set(styles.map { "\($0)" }).count == 4)
            var state = State(wrappedValue: 1)
            state.update()
            #expect(state.wrappedValue == 1)
        }

        @Test func aViewTheHostCannotDrawIsLogged() {
            let host = ViewHost(VStack { Opaque() })
            #expect(host.log.contains { $0.contains("Opaque has no body") })
            #expect(ViewHost(VStack {}).visibleTexts.isEmpty)
        }
    }
#endif
