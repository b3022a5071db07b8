enum FieldNotesFeaturePlaceholder {}
