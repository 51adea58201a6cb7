"""Open votes (issue 33, "Life at the table"): with the table's "Open votes" on, the
humans at the device cast the game's open votes (Avalon's team votes, Saül's election
and banishment votes) on one shared screen, seat by seat, with no pass screen and
nothing private drawn; quest cards, night actions and anything private keep the pass
screen. The choice is set on the setup screen and kept in the record."""
from __future__ import annotations

import random

import pytest

from saves import Record, SeatInfo
from scenes.avalon.manifest import MANIFEST as AVALON
from scenes.avalon.scene import AvalonScene
from scenes.i18n import t
from scenes.saul.manifest import MANIFEST as SAUL
from scenes.shell import play
from scenes.shell.pass_device import PassDevice
from scenes.shell.picker import SetupScene
from scenes.shell.session import Session, setup_again
from tests import test_table_kit as kit

#: three humans (seats 0, 2, 4) and easy bots: a table the bots keep quick
KINDS = ["human", "easy", "human", "easy", "human", "easy", "easy"]
HUMANS = (0, 2, 4)


def start(app, open_votes: bool, seed: int = 8) -> AvalonScene:
    from saves import slots
    slots.clear_autosave()
    seats = [SeatInfo(kit.NAMES[i], k) for i, k in enumerate(KINDS)]
    play.start_new(app, "avalon", len(KINDS), seats, {"lady_of_the_lake": True}, seed,
                   open_votes=open_votes)
    scene = app.top
    assert isinstance(scene, AvalonScene)
    scene.cache_layers = False          # draw_board every frame: what it is given is seen
    drawn: list = []
    real = scene.draw_board

    def spy(surface, rect, view, real=real):
        # what is drawn, and was it the public view at that moment?
        drawn.append(view == scene.session.view_for(None) and view.get("seat") is None
                     and not view.get("role") and not view.get("sees_evil"))
        return real(surface, rect, view)
    scene.draw_board = spy
    scene.drawn = drawn
    kit.frame(app, 2)
    return scene


def human_move(app, scene, rng) -> None:
    """One move for the seat the table offers one to, by clicking, as a player would."""
    session = scene.session
    seat = scene.my_turn()
    legal = session.legal(seat)
    kind = legal[0]["kind"]
    if kind == "propose":
        move = rng.choice(legal)
        opens = sorted({m["quest"] for m in legal})
        if len(opens) > 1:
            view = session.viewer_view()
            kit.click(app, kit.button(app, t("avalon.act.pick_quest", n=move["quest"],
                                             size=view["quests"][move["quest"] - 1]["size"])))
        for target in move["team"]:
            kit.click_at(app, scene.seat_pos[target])
        kit.click(app, kit.button(app, t("avalon.act.propose")))
    elif kind == "vote":
        kit.click(app, kit.button(app, t("avalon.act.approve" if rng.random() < 0.8
                                         else "avalon.act.reject")))
    elif kind == "quest":
        kit.click(app, kit.button(app, t("avalon.act.success")))
    elif kind in ("lady", "assassinate"):
        move = rng.choice([m for m in legal if m["target"] is not None])
        kit.click_at(app, scene.seat_pos[move["target"]])
        key = "avalon.act.lady_examine" if kind == "lady" else "avalon.act.assassinate"
        kit.click(app, kit.button(app, t(key, name=session.names[move["target"]])))
    else:
        raise AssertionError(kind)


def drive(app, scene, enough, limit: float = 120.0) -> list[dict]:
    """Play until ``enough(moves)``; returns every human move made: its seat, kind,
    the pass screen shown just before it (or None), the viewer when it was made and
    whether the drawn views were the public one meanwhile."""
    rng = random.Random(1)
    session = scene.session
    moves: list[dict] = []
    passed: int | None = None
    for _ in kit.seconds(limit):
        if enough(moves) or session.over():
            return moves
        top = app.top
        if isinstance(top, PassDevice):
            assert session.viewer() is None
            passed = top.seat
            kit.click(app, top.button)
            continue
        assert top is scene
        if session.showing_results():
            kit.click(app, kit.button(app, t("table.continue")))
            passed = None
            continue
        if session.looking() is not None:
            kit.click(app, kit.button(app, t("table.done_looking")))
            continue
        seat = scene.my_turn()
        if seat is None:
            kit.idle(app)
            continue
        del scene.drawn[:]
        kit.frame(app, 1)                       # the screen the seat acts on
        viewer = session.viewer()
        status = scene.status_line()[0]
        kind = session.legal(seat)[0]["kind"]
        before = session.turn
        human_move(app, scene, rng)
        assert any(a == seat for a, m in session.record.actions[before:] if m["kind"] == kind)
        moves.append({"seat": seat, "kind": kind, "pass": passed, "viewer": viewer,
                      "public": bool(scene.drawn) and all(scene.drawn),
                      "status": status, "after": session.viewer(),
                      "phase": session.view_for(None)["phase"]})
        passed = None
    raise AssertionError("not enough moves before the time limit")


def _a_round_with_human_quest_cards(moves: list[dict]) -> bool:
    votes = [m for m in moves if m["kind"] == "vote"]
    return len(votes) >= 6 and any(m["kind"] == "quest" for m in moves)


def test_open_team_votes_are_cast_on_the_shared_screen_quest_cards_are_passed(app):
    scene = start(app, open_votes=True)
    session = scene.session
    assert session.open_votes() and session.open_kinds == ("vote",)
    moves = drive(app, scene, _a_round_with_human_quest_cards)
    votes = [m for m in moves if m["kind"] == "vote"]
    # every human's team vote: no pass screen before it, nobody's private view, the
    # public view drawn (no role, no night knowledge), the status naming the voter
    for m in votes:
        assert m["pass"] is None and m["viewer"] is None and m["public"], m
        assert t("open_votes.status", name=session.names[m["seat"]]) == m["status"]
    # a team vote is taken from the three humans, seat by seat, one after the other
    first = [m["seat"] for m in votes[:3]]
    assert first == sorted(HUMANS)
    # quest cards (and the leader's proposal, the Lady) keep the pass screen and the
    # player's own private view
    private = [m for m in moves if m["kind"] != "vote"]
    assert any(m["kind"] == "quest" for m in private)
    for m in private:
        assert m["viewer"] == m["seat"], m
        if m["kind"] == "quest":
            assert m["pass"] == m["seat"], m
    # a human who proposed with their private view up leaves it as the vote begins
    for m in moves:
        if m["kind"] == "propose" and m["phase"] == "vote":
            assert m["after"] is None


def test_open_votes_off_keeps_a_pass_screen_per_vote(app):
    scene = start(app, open_votes=False)
    session = scene.session
    assert not session.open_votes()
    moves = drive(app, scene, lambda ms: sum(m["kind"] == "vote" for m in ms) >= 3)
    for m in (m for m in moves if m["kind"] == "vote"):
        assert m["viewer"] == m["seat"] and m["status"] != t(
            "open_votes.status", name=session.names[m["seat"]])
    assert session.open_voter() is None


def test_no_open_vote_for_a_single_human(user_dirs):
    seats = [SeatInfo("P0", "human")] + [SeatInfo(f"B{i}", "easy") for i in range(1, 5)]
    record = Record.start("avalon", 5, 3, {}, seats)
    record.open_votes = True
    s = Session(record, speed="instant")
    s.set_policy(public_results=AVALON.public_results, open_kinds=AVALON.open_votes)
    assert s.open_voter() is None and s.viewer() == 0 and s.needs_pass() is None
    s.close()


def test_the_leaders_private_view_leaves_when_the_open_vote_begins(user_dirs):
    """Session level: the human leader proposes on their private screen; the vote that
    follows is open, so their view goes at once and nobody is asked to pass."""
    seats = [SeatInfo(f"P{i}", "human" if i < 3 else "easy") for i in range(5)]
    for seed in range(1, 60):
        record = Record.start("avalon", 5, seed, {}, seats)
        record.open_votes = True
        s = Session(record, speed="instant")
        s.set_policy(public_results=AVALON.public_results, open_kinds=AVALON.open_votes)
        leader = s.view_for(None)["leader"]
        if leader < 3:
            break
        s.close()
    else:
        raise AssertionError("no seed gives a human the crown")
    assert s.needs_pass() == leader and s.open_voter() is None   # proposing is private
    s.confirm_pass()
    assert s.viewer() == leader and s.view_for(leader)["role"]
    s.submit(leader, s.legal(leader)[0])
    assert s.view_for(None)["phase"] == "vote"
    assert s.viewer() is None and s.needs_pass() is None and s._holder is None
    order = []
    while s.open_voter() is not None:
        voter = s.open_voter()
        order.append(voter)
        s.submit(voter, {"kind": "vote", "approve": True})
        assert s.viewer() is None
    assert order == [0, 1, 2]
    s.close()


# ------------------------------------------------------------------ the record
def test_the_record_keeps_the_choice_and_old_saves_default_off(user_dirs):
    seats = [SeatInfo(f"P{i}", "human") for i in range(5)]
    record = Record.start("avalon", 5, 7, {}, seats)
    assert record.open_votes is False
    record.open_votes = True
    data = record.to_dict()
    assert data["open_votes"] is True
    assert Record.from_dict(data).open_votes is True
    old = {k: v for k, v in data.items() if k != "open_votes"}
    assert Record.from_dict(old).open_votes is False
    assert Record.from_dict({**data, "open_votes": "yes"}).open_votes is False
    # Play again keeps the table's choice
    assert setup_again(record)["open_votes"] is True
    record.open_votes = False
    assert "open_votes" not in setup_again(record)


def test_a_loaded_game_keeps_open_votes(user_dirs):
    from saves import slots
    seats = [SeatInfo(f"P{i}", "human") for i in range(5)]
    record = Record.start("avalon", 5, 7, {}, seats)
    record.open_votes = True
    assert slots.load(slots.save(record, "open table")).open_votes is True
    slots.autosave(record)
    assert slots.load_autosave().open_votes is True


# ------------------------------------------------------------------ the setup screen
def _setup(app, game_id: str) -> SetupScene:
    app.reset(SetupScene(game_id))
    kit.frame(app, 2)
    return app.top


def test_setup_row_is_greyed_with_one_human_and_remembered(app, monkeypatch):
    setup = _setup(app, "avalon")
    assert setup.kinds.count("human") == 1
    row = setup.widgets["open_votes"]
    assert not row.is_enabled and not setup.open_votes
    assert row.tool_tip_text == t("open_votes.tooltip")
    assert t("open_votes.warning") in row.tool_tip_text
    # a second human: the row may be turned on; the warning line shows
    setup._dropdown(setup.widgets["kind1"], t("table.kind.human"))
    kit.frame(app, 1)
    assert row.is_enabled
    kit.click(app, row)
    assert setup.open_votes and row.text == t("open_votes.on")
    started = {}
    monkeypatch.setattr(play, "start_new", lambda app, *a, **k: started.update(k))
    from scenes.shell import registry
    monkeypatch.setattr(registry, "resolve", lambda name: play.start_new)
    setup.start()
    assert started == {"open_votes": True}
    # remembered with the setup
    again = _setup(app, "avalon")
    assert again.open_votes and again.widgets["open_votes"].is_enabled
    # back to one human: greyed, and a game started so has no open votes
    again._dropdown(again.widgets["kind1"], t("table.kind.normal"))
    kit.frame(app, 1)
    assert not again.widgets["open_votes"].is_enabled
    started.clear()
    again.start()
    assert started == {}


def test_setup_row_only_for_games_with_open_votes(app):
    assert _setup(app, "aztec").widgets.get("open_votes") is None
    assert _setup(app, "saul").widgets.get("open_votes") is not None


def test_open_votes_start_a_game_whose_record_says_so(app):
    setup = _setup(app, "avalon")
    setup._dropdown(setup.widgets["kind1"], t("table.kind.human"))
    setup.open_votes = True
    setup.start()
    kit.frame(app, 2)
    assert isinstance(app.top, (AvalonScene, PassDevice))
    assert app.top.session.record.open_votes is True
    assert app.top.session.open_votes()


# ------------------------------------------------------------------ Saül
@pytest.fixture
def saul_table(user_dirs):
    def make(players: int, seed: int, open_votes: bool = True) -> Session:
        seats = [SeatInfo(f"P{i}", "human") for i in range(players)]
        record = Record.start("saul", players, seed, {}, seats)
        record.open_votes = open_votes
        s = Session(record, speed="instant")
        s.review_filter = lambda event, move: False     # as the scene sets it
        s.set_policy(SAUL.private_rounds, SAUL.public_results, SAUL.private_seconds,
                     SAUL.round_seats, SAUL.open_votes)
        s.reveal_round(acts=True)
        return s
    return make


def _saul_step(s: Session, log: list[tuple[str, int, int | None, bool]], passed: dict) -> None:
    """One step of a table of humans; every move is logged as (kind, seat, the pass
    screen just before it or None, was the view public)."""
    if s.showing_results():
        s.release_results()
        passed["seat"] = None
        return
    if s.needs_pass() is not None:
        passed["seat"] = s.needs_pass()
        s.confirm_pass()
        return
    voter = s.open_voter()
    if voter is not None:
        assert s.viewer() is None and s.needs_pass() is None
        move = s.legal(voter)[0]
        log.append((move["kind"], voter, passed["seat"], True))
        s.submit(voter, move)
        passed["seat"] = None
        return
    seat = s.viewer()
    assert seat is not None
    if seat in s.to_act() and (s.looking() is None or s.acts_in_look()):
        move = s.legal(seat)[0]
        log.append((move["kind"], seat, passed["seat"], False))
        s.submit(seat, move)
        passed["seat"] = None
    else:
        s.poll(s.look_left() + 0.01)
        s.done_looking()


def _saul_play(s: Session, votes: int) -> list[tuple[str, int, int | None, bool]]:
    """``_saul_step`` until ``votes`` banishment votes are cast (or the game ends): the log."""
    log: list[tuple[str, int, int | None, bool]] = []
    passed: dict = {"seat": None}
    for _ in range(3000):
        if s.over() or sum(k == "vote" for k, *_ in log) >= votes:
            break
        _saul_step(s, log, passed)
    return log

def test_saul_election_and_banishment_votes_are_open_night_and_talk_stay_private(saul_table):
    s = saul_table(7, seed=5)
    log = _saul_play(s, votes=14)
    kinds = {k for k, *_ in log}
    assert {"elect", "vote", "ready"} <= kinds
    for kind, seat, passed, public in log:
        if kind in ("elect", "vote"):
            # on the shared screen: no pass screen before it, nothing private drawn
            assert public and passed is None, (kind, seat)
        else:
            assert not public, (kind, seat)
    # a ballot is taken seat by seat
    ballot = [seat for kind, seat, _, _ in log if kind == "elect"][:7]
    assert ballot == sorted(ballot)


def test_saul_open_votes_off_passes_the_device_for_each_vote(saul_table):
    s = saul_table(6, seed=5, open_votes=False)
    log = _saul_play(s, votes=6)
    votes = [(seat, by, public) for kind, seat, by, public in log if kind in ("elect", "vote")]
    # each on its own private screen, nearly all after a pass screen (the last to be
    # ready keeps the device for their first vote)
    assert votes and not any(public for _, _, public in votes)
    assert sum(by == seat for seat, by, _ in votes) >= len(votes) - 2
