"""``python -m scenes.dev.rules_shots [--out DIR] [--games a,b] [--sections s,t]``: the
rules screen of each game, English and French, at 1280x720 and 800x600, at its top
and at each asked section (default: the first game-specific one), for checking by
eye. Under Xvfb: ``xvfb-run -s "-screen 0 1280x720x24"`` with ``SDL_VIDEODRIVER=x11``."""
from __future__ import annotations

import argparse
import dataclasses

from .shots import SIZES, quiet_app

#: the section shown besides the top, per game
SHOWN = {"avalon": "team", "saul": "night", "agent_avenue": "agents", "aztec": "scoring"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="rules_shots")
    parser.add_argument("--games", default="agent_avenue,aztec")
    parser.add_argument("--sections", default="", help="section ids (default: one per game)")
    args = parser.parse_args(argv)
    app, out = quiet_app(args.out)
    import pygame

    from ..shell.rules_view import RulesMenu
    for lang in ("en", "fr"):
        app.apply_settings(dataclasses.replace(app.settings, language=lang), save=False)
        for size in SIZES:
            app.resize(size)
            for gid in args.games.split(","):
                wanted = args.sections.split(",") if args.sections else [SHOWN.get(gid, "")]
                for section in ["", *[s for s in wanted if s]]:
                    app.reset(RulesMenu(gid, section=section or None))
                    for _ in range(3):
                        app.step(1 / 60)
                    name = f"rules_{gid}_{lang}_{size[0]}x{size[1]}{'_' + section if section else ''}.png"
                    pygame.image.save(pygame.display.get_surface(), str(out / name))
                    print(out / name)
    app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
