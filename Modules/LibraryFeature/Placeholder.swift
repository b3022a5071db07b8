enum LibraryFeaturePlaceholder {}
