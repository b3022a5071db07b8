enum FieldNotesFeatureTestsPlaceholder {}
