enum AppShellTestsPlaceholder {}
