print("hoist")
