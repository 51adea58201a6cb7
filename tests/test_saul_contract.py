"""Saül contre David on the contract kit: default cards and every card (16 seats: test_saul_play)."""
from game.saul.deals import twin_deals_for
from tests.contract import contract_suite

EVERY = {"servant": True, "michal": True, "thief": True}

TestContract = contract_suite("saul", player_counts=(6, 10), twin_deals=twin_deals_for({}),
                              random_games=20)
TestContractEvery = contract_suite("saul", player_counts=(8,), option_sets=[EVERY],
                                   twin_deals=twin_deals_for(EVERY), random_games=10)
