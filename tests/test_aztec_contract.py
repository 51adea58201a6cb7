"""Aztec on the contract kit: both character options, 3 to 6 players, twin deals."""
from game.aztec.deals import twin_deals
from tests.contract import contract_suite

TestContract = contract_suite("aztec", player_counts=range(3, 7), twin_deals=twin_deals,
                              random_games=40)
TestContractChosen = contract_suite("aztec", player_counts=(3, 6),
                                    option_sets=[{"characters": "chosen"}],
                                    twin_deals=twin_deals, random_games=10)
