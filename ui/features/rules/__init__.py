"""The rules screen: the rule book as the chosen house rules make it."""
