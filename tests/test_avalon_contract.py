"""Avalon on the contract kit, plus long random and bot play with invariants."""
import random

import game
from game.avalon.deals import twin_deals_for
from tests.contract import check_invariants, contract_suite, pick

SPECIALS = {"percival": True, "morgana": True, "mordred": True, "lady_of_the_lake": True}
EVERY = {**SPECIALS, "oberon": True}  # four evil specials: 10 players only
FREE = {"quest_order": "free", "fifth_reject": "evil_wins_game",
        "lady_of_the_lake": True, "lady_targets": "never_held", "lady_use": "mandatory"}

TestContract = contract_suite("avalon", player_counts=range(5, 11),
                              twin_deals=twin_deals_for({}), random_games=60)
TestContractSpecials = contract_suite("avalon", player_counts=(7, 10), option_sets=[SPECIALS],
                                      twin_deals=twin_deals_for(SPECIALS), random_games=20,
                                      bot_levels=("easy", "normal"))
TestContractEvery = contract_suite("avalon", player_counts=(10,), option_sets=[EVERY],
                                   twin_deals=twin_deals_for(EVERY), random_games=10,
                                   bot_levels=("hard",))
TestContractFree = contract_suite("avalon", player_counts=(5, 8), option_sets=[FREE],
                                  twin_deals=twin_deals_for(FREE), random_games=20,
                                  bot_levels=("easy",))


def _sides(view_end: dict) -> dict:
    return dict(enumerate(view_end["revealed"]))


def test_two_thousand_random_games_end_with_consistent_winners():
    """Random play over every player count and option mix: the game ends, the winners
    are exactly one side, and the quest track agrees with how it ended."""
    g = game.get("avalon")
    rng = random.Random(2026)
    option_mixes = [{}, SPECIALS, FREE, {"merlin_assassin": False}, EVERY]
    for i in range(2000):
        players = 5 + i % 6
        options = option_mixes[i % len(option_mixes)]
        if options is EVERY and players < 10:
            options = SPECIALS
        if options is SPECIALS and players < 7:
            options = {"percival": True, "morgana": True}
        s = g.new(players, seed=i, options=options)
        steps = 0
        while not s.over():
            seat, move = pick(s, rng, talk_rate=0.02)
            s = g.apply(s, seat, move)
            steps += 1
            assert steps < 3000
            if i % 50 == 0:
                check_invariants(s)
        end = g.view(s, None)
        roles = end["revealed"]
        assert all(r is not None for r in roles), "every role is revealed at the end"
        evil = {x for x, r in enumerate(roles)
                if r in ("assassin", "morgana", "mordred", "oberon", "minion")}
        winners = set(s.winners())
        assert winners in (evil, set(range(players)) - evil), "winners are one whole side"
        results = [q["result"] for q in end["quests"]]
        if winners == set(range(players)) - evil:
            assert results.count("success") >= 3, "good wins only after three successes"


def test_bots_of_every_level_play_many_games_without_error():
    g = game.get("avalon")
    levels = ("easy", "normal", "hard")
    for i in range(30):
        players = 5 + i % 6
        s = g.new(players, seed=100 + i, options={"percival": True, "lady_of_the_lake": True})
        bots = [g.make_bot(levels[(x + i) % 3], x) for x in range(players)]
        rng = random.Random(i)
        steps = 0
        while not s.over():
            for seat in s.to_act():
                move = bots[seat].act(g.view(s, seat), s.legal(seat), rng)
                s = g.apply(s, seat, move)
                steps += 1
                if s.over() or seat not in s.to_act():
                    break
            assert steps < 2000
        assert s.winners()
