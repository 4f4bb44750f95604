"""Statistics: the games kept in storage, their totals, awards and charts."""
