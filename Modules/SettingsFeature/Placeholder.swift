enum SettingsFeaturePlaceholder {}
