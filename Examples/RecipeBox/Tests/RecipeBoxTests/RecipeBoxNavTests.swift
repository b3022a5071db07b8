import Foundation
import NavigationTooling
import RecipeBoxNav
import Testing

/// The app's navigation tool, run as a function of its arguments.
@MainActor
struct RecipeBoxNavTests {
  @Test func theGraphHasNoProblemsAndPrintsAsMermaid() {
    let result = recipeBoxNav.run(arguments: ["graph"])
    #expect(result.exitCode == 0)
    #expect(
      result.standardOutput == """
        flowchart LR
          entry0(["tab: groceries"]) ==> n_groceries_list
          entry1(["tab: recipes"]) ==> n_recipes_list
          entry2(["link: recipebox://groceries"]) ==> n_groceries_list
          entry3(["link: recipebox://recipe/<recipeID>"]) ==> n_recipes_recipe
          entry4(["link: recipebox://recipe/<recipeID>/step/<number>"]) ==> n_recipes_step
          entry5(["link: recipebox://recipes"]) ==> n_recipes_list
          n_groceries_addIngredients["groceries.addIngredients"]
          n_groceries_list["groceries.list"]
          n_recipes_list["recipes.list"]
          n_recipes_recipe["recipes.recipe"]
          n_recipes_step["recipes.step"]
          n_groceries_addIngredients -.->|"addAllTapped · dismiss"| n_recipes_recipe
          n_recipes_list -->|"recipeTapped"| n_recipes_recipe
          n_recipes_recipe -.->|"addToGroceriesTapped · sheet"| n_groceries_addIngredients
          n_recipes_recipe -->|"startCookingTapped"| n_recipes_step
          n_recipes_step -->|"nextStepTapped"| n_recipes_step

        """)
    #expect(result.standardError == "")
  }

  @Test func linksCheckSaysWhereEachLinkLandsAndFailsOnAFallback() {
    let result = recipeBoxNav.run(arguments: [
      "links", "check", "recipebox://recipe/pancakes/step/2", "recipebox://recipe/pancakes/step/9",
    ])
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput == """
        ok       recipebox://recipe/pancakes/step/2
                 recipes [{"key":"recipes.recipe","recipeID":"pancakes"},{"key":"recipes.step","number":2,"recipeID":"pancakes"}]
        fallback recipebox://recipe/pancakes/step/9
                 recipes [{"key":"recipes.recipe","recipeID":"pancakes"}]
                 No step 9 of “pancakes”. Showing Pancakes.
        2 links: 1 ok, 1 fallback, 0 failed, 0 ignored

        """)
    #expect(result.standardError == "")
  }

  @Test func aMistypedCommandNamesItAndExitsTwo() {
    #expect(
      recipeBoxNav.run(arguments: ["links", "chek"])
        == NavigationToolResult(
          exitCode: 2,
          standardError: "recipebox-nav: unknown command 'links chek'; 'links' commands: check, "
            + "aasa\nTry 'recipebox-nav --help'.\n"))
  }
}

/// The built `recipebox-nav` executable, run as a process: `main()` writes what `run` returns
/// and exits with its status.
struct RecipeBoxNavProcessTests {
  /// The executable, beside the test bundle in the build folder.
  private static func executable() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("recipebox-nav")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
  }

  /// Runs the executable with arguments and standard input.
  private static func run(_ arguments: [String], input: String = "") throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  @Test func theExecutableChecksLinksFromStandardInputAndExitsWithTheirStatus() throws {
    let checked = try Self.run(
      ["links", "check", "-"], input: "# pasted from the release notes\nrecipebox://groceries\n")
    #expect(checked.status == 0)
    #expect(
      checked.output == """
        ok       recipebox://groceries
                 groceries []
        1 link: 1 ok, 0 fallback, 0 failed, 0 ignored

        """)
    #expect(checked.errors == "")
    let problems = try Self.run(["graph", "--format", "problems"])
    #expect(problems.status == 0)
    #expect(problems.output == "")
    let usage = try Self.run(["graph", "--format", "png"])
    #expect(usage.status == 2)
    #expect(
      usage.errors
        == "recipebox-nav: option '--format' got 'png'; expected mermaid|dot|json|svg|problems\n"
        + "Try 'recipebox-nav --help'.\n")
  }
}
