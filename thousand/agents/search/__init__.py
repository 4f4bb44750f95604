"""The search agent (the "hard" level): sampled deals played out for every card, the
gifts, the contract and the bid values."""
