enum MangaCatalogTestsPlaceholder {}
