print("navlint")
