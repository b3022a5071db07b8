enum SettingsFeatureTestsPlaceholder {}
