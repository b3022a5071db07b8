enum AppShellPlaceholder {}
