enum NavLintTestsPlaceholder {}
