"""Agent Avenue on the contract kit: duel and teams, basic and advanced, twin deals."""
from game.agent_avenue.deals import twin_deals, twin_deals_advanced
from tests.contract import contract_suite

TestContract = contract_suite("agent_avenue", player_counts=(2, 3, 4), twin_deals=twin_deals,
                              random_games=30)
TestContractAdvanced = contract_suite(
    "agent_avenue", player_counts=(2, 3, 4), twin_deals=twin_deals_advanced,
    option_sets=[{"mode": "advanced"}, {"mode": "advanced", "home_spaces_active": True}],
    random_games=40)
