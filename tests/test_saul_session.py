"""Saül's night rounds through the Session's pass-and-play gating (no drawing): a human
whose move ends a night hour keeps the device for the next hour's screen, and the fallen
get no night screen."""
from __future__ import annotations

import pytest

from saves import Record, SeatInfo
from scenes.saul.manifest import MANIFEST
from scenes.shell.session import Session


@pytest.fixture
def humans(user_dirs):
    def make(players: int, seed: int, options: dict | None = None) -> Session:
        seats = [SeatInfo(f"P{i}", "human") for i in range(players)]
        s = Session(Record.start("saul", players, seed, options or {}, seats), speed="instant")
        s.review_filter = lambda event, move: False     # as the scene sets it
        s.set_policy(MANIFEST.private_rounds, MANIFEST.public_results, MANIFEST.private_seconds,
                     MANIFEST.round_seats)
        s.reveal_round(acts=True)       # the scene does this for the first night's first hour
        return s
    return make


def step(s: Session, looks: list[tuple[int, int, str]]) -> None:
    """One step of a table of humans: results seen, the device passed, a move made on
    the private screen (the first legal one), or a screen left once its time is up."""
    if s.showing_results():
        s.release_results()
        return
    if s.needs_pass() is not None:
        s.confirm_pass()
        view = s.viewer_view()
        if s.looking() is not None:
            looks.append((view["seat"], view["night"], view["pass"] or view["phase"]))
        return
    seat = s.viewer()
    assert seat is not None, "a table of humans always has someone at the device"
    if seat in s.to_act() and (s.looking() is None or s.acts_in_look()):
        s.submit(seat, s.legal(seat)[0])
    else:
        s.poll(s.look_left() + 0.01)
        s.done_looking()


def test_a_human_whose_move_ends_the_hour_keeps_the_device_for_the_next(humans):
    s = humans(6, seed=3, options={"servant": True})    # two hours a night
    looks: list[tuple[int, int, str]] = []
    checked = 0
    for _ in range(3000):
        if s.over():
            break
        view = s.view_for(None)
        last = s.viewer() if view["phase"] == "night" and len(s.to_act()) == 1 else None
        if last is not None and s.looking() == last and last in s.to_act():
            s.submit(last, s.legal(last)[0])
            if s.view_for(None)["phase"] == "night":      # the next hour has begun
                assert s.looking() == last and s.viewer() == last
                assert s.needs_pass() is None
                assert s.look_left() == pytest.approx(MANIFEST.private_seconds)
                assert s.acts_in_look() and last in s.to_act()
                checked += 1
            continue
        step(s, looks)
    assert checked >= 2, "this seed must end an hour on a human's move more than once"


def test_the_fallen_get_no_night_screen(humans):
    s = humans(7, seed=5)
    looks: list[tuple[int, int, str]] = []
    fallen_at: dict[int, int] = {}
    for _ in range(4000):
        if s.over():
            break
        public = s.view_for(None)
        for seat, alive in enumerate(public["alive"]):
            if not alive:
                fallen_at.setdefault(seat, len(looks))
        step(s, looks)
    assert s.over()
    assert fallen_at, "someone must fall"
    late = [(seat, at) for seat, at in fallen_at.items()
            if any(night > 0 for _, night, _ in looks[at:])]
    assert late, "this seed must have a night after someone fell"
    for seat, at in fallen_at.items():
        assert all(who != seat for who, _, _ in looks[at:]), f"seat {seat} got a screen dead"
    # and the living all got their screens, one per hour
    hours = {(night, step) for _, night, step in looks if night > 0}
    for night, hour in hours:
        seen = sorted(who for who, n, h in looks if (n, h) == (night, hour))
        assert len(seen) == len(set(seen))
