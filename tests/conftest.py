"""Shared test setup: headless SDL, and every platformdirs location redirected
into a temporary folder so tests never touch the real user's files."""
import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

_ROOT = tempfile.mkdtemp(prefix="bluffbox-tests-")
for _var, _sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                   ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
    os.environ[_var] = os.path.join(_ROOT, _sub)

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# Hypothesis profiles. "ci" (the default) keeps the fast suite fast: few examples,
# derandomised so every run tries the same ones. "deep" (BLUFFBOX_HYPOTHESIS=deep)
# multiplies every test's examples (see tests.contract.examples) and draws new ones
# each run, for long local hunts. Slow bot code makes deadlines meaningless: none.
_COMMON = {"deadline": None, "database": None, "print_blob": True,
           "suppress_health_check": [HealthCheck.too_slow, HealthCheck.differing_executors]}
settings.register_profile("ci", max_examples=20, derandomize=True, **_COMMON)
settings.register_profile("deep", max_examples=400, **_COMMON)
settings.load_profile(os.environ.get("BLUFFBOX_HYPOTHESIS", "ci"))


@pytest.fixture
def user_dirs(tmp_path, monkeypatch):
    """Fresh, empty user directories for one test."""
    for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                     ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
        monkeypatch.setenv(var, str(tmp_path / sub))
    yield tmp_path
    # An autosave still queued on the app's writer thread must land in this test's
    # folders: written after the folders change, it would greet the next test with
    # an "unfinished game" question (a flaky end-screen test showed it).
    autosave = sys.modules.get("scenes.shell.autosave")
    if autosave is not None:
        autosave.WRITER.flush()


@pytest.fixture
def app(user_dirs):
    """A fresh app at 1280x720 in English (a module may override it with its own)."""
    from tests.test_table_kit import make_app
    app = make_app()
    yield app
    app.close()


@pytest.fixture
def title_app(user_dirs):
    """A fresh app at its title menu, for tests that walk the menus."""
    from scenes.shell.menus import TitleMenu
    from tests.test_table_kit import make_app
    app = make_app()
    app.reset(TitleMenu())
    yield app
    app.close()


@pytest.fixture(autouse=True)
def _no_tracing_left_on():
    """No test may leave tracemalloc tracing: a native thread (SDL's audio thread)
    entering Python while it traces can crash the whole suite (see tests/tracing.py)."""
    yield
    import tracemalloc
    if tracemalloc.is_tracing():
        tracemalloc.stop()
        pytest.fail("tracemalloc was left tracing")


@pytest.fixture(autouse=True)
def _dummy_audio_plays(monkeypatch):
    """Tests run SDL's dummy audio driver and drive the app as if it had a sound
    device; the app itself counts the dummy driver as none (scenes/shell/assets.py),
    which tests/test_audio_device.py checks with the real list."""
    assets = sys.modules.get("scenes.shell.assets")
    if assets is None:
        import scenes.shell.assets as assets
    monkeypatch.setattr(assets, "SILENT_DRIVERS", ())


@pytest.fixture(autouse=True)
def _english_after():
    """The app's language is one per process (``scenes.i18n``): a test that sets French
    (the command line's --lang fr, a settings switch) gives English back to the next one
    (a French save error once leaked into another test's assert)."""
    yield
    i18n = sys.modules.get("scenes.i18n")
    if i18n is not None:
        i18n.set_language("en")
