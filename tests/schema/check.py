#!/usr/bin/env python3
"""Validates the shipped files against the JSON schemas `arbiter schema`
writes, with Debian's python3-jsonschema, as an editor would: every game's
content files (the installed games and the whole games and mods under
tests/mods and docs/examples), every record under tests/ and docs/examples/
that is expected to exit 0 or 1, and, last, deliberately broken files that
must fail.

    python3 tests/schema/check.py build/arbiter
"""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parents[2]


class Loader(yaml.SafeLoader):
    """YAML as arbiter reads it: only true and false are booleans (not yes,
    no, on, off), and dates stay text."""


Loader.yaml_implicit_resolvers = {
    k: [r for r in v if r[0] not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def keys_as_text(v):
    if isinstance(v, dict):
        return {str(k): keys_as_text(x) for k, x in v.items()}
    if isinstance(v, list):
        return [keys_as_text(x) for x in v]
    return v


def load(path):
    with open(path, encoding="utf-8") as f:
        return keys_as_text(yaml.load(f, Loader=Loader))


class Checker:
    def __init__(self, arbiter, work):
        self.arbiter = arbiter
        self.work = pathlib.Path(work)
        self.schemas = {}
        self.checked = 0
        self.errors = []

    def schema(self, game, kind, content=None):
        key = (game, content)
        if key not in self.schemas:
            out = self.work / f"{game}-{len(self.schemas)}"
            cmd = [self.arbiter] + (["--content", str(content)] if content else []) + ["schema", game, "--out", str(out)]
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env={"NO_COLOR": "1", "ARBITER_HOME": str(ROOT)})
            self.schemas[key] = out
        with open(self.schemas[key] / f"{kind}.schema.json", encoding="utf-8") as f:
            return json.load(f)

    def errors_of(self, path, schema):
        validator = jsonschema.Draft202012Validator(schema)
        return sorted(validator.iter_errors(load(path)), key=lambda e: list(e.path))

    def check(self, path, game, kind, content=None):
        self.checked += 1
        for e in self.errors_of(path, self.schema(game, kind, content)):
            where = "/".join(str(p) for p in e.path)
            self.errors.append(f"{path.relative_to(ROOT)}: {where or '(top)'}: {e.message} (schema {game} {kind})")

    def game_folder(self, folder, content=None):
        """content/<game>/ of a root: its game.yaml and what it names, or, in a
        mod folder without game.yaml, its definitions, rulings and hooks."""
        game = folder.name
        if (folder / "game.yaml").exists():
            g = load(folder / "game.yaml")
            self.check(folder / "game.yaml", game, "game", content)
            for entry in g.get("files") or []:
                self.check(folder / entry["file"], game, pathlib.Path(entry["file"]).stem, content)
            for key in ("rulings", "hooks"):
                if g.get(key):
                    self.check(folder / g[key], game, key, content)
            if (folder / "view.yaml").exists():
                self.check(folder / "view.yaml", game, "view", content)
        else:
            for p in sorted(folder.glob("*.yaml")):
                kind = p.stem if p.name in ("rulings.yaml", "hooks.yaml", "view.yaml") else "definitions"
                self.check(p, game, kind, content)
        for p in sorted((folder / "variants").glob("*.yaml")):
            self.check(p, game, "variant", content)

    def records(self, top):
        for path in sorted(top.rglob("*.yaml")):
            if "schema" in path.relative_to(ROOT).parts:
                continue  # the broken files below
            # The verdict first: a record expected to be refused may be an
            # alias bomb, which a YAML library without limits would expand.
            expected = path.parent / "EXPECTED.json"
            want = 0
            if expected.exists():
                want = json.loads(expected.read_text(encoding="utf-8")).get(path.stem, {}).get("exit", 0)
            if want not in (0, 1):
                continue
            try:
                rec = load(path)
            except (yaml.YAMLError, RecursionError, UnicodeDecodeError):
                continue  # not YAML arbiter reads: a record of the malformed cases
            if not isinstance(rec, dict) or "arbiter" not in rec or not isinstance(rec.get("game"), str):
                continue
            # A record inside a content folder is judged with it; a game that
            # is not installed comes from the test folders that hold it.
            game = rec["game"]
            content = next((p for p in path.parents if (p / "content" / game).is_dir() and p != ROOT), None)
            if content is None and not (ROOT / "content" / game).is_dir():
                content = next((r for r in MOD_ROOTS() if (r / "content" / game).is_dir()), None)
                if content is None:
                    self.errors.append(f"{path.relative_to(ROOT)}: game '{game}' is nowhere, yet the record should pass")
                    continue
            self.check(path, game, "record", content)


def MOD_ROOTS():
    """The content folders of the tests and docs: the fixture game, whole
    games and mods."""
    return [ROOT / "tests" / "fixtures", ROOT / "docs" / "examples"] + sorted(
        p for p in (ROOT / "tests" / "mods").iterdir() if (p / "content").is_dir())


def main():
    arbiter = str(pathlib.Path(sys.argv[1]).resolve())
    with tempfile.TemporaryDirectory() as work:
        c = Checker(arbiter, work)
        for folder in sorted((ROOT / "content").iterdir()):
            c.game_folder(folder)
        for mod in MOD_ROOTS():
            for folder in sorted((mod / "content").glob("*")):
                c.game_folder(folder, mod)
        c.records(ROOT / "tests")
        c.records(ROOT / "docs" / "examples")
        # Files broken on purpose: each must fail its schema.
        broken = ROOT / "tests" / "schema" / "broken"
        for path, kind in [(broken / "game.yaml", "game"), (broken / "record.yaml", "record"),
                           (broken / "cards.yaml", "cards"), (broken / "view.yaml", "view")]:
            if not c.errors_of(path, c.schema("bang", kind)):
                c.errors.append(f"{path.relative_to(ROOT)}: broken on purpose, yet its schema accepts it")
        for e in c.errors:
            print(e)
        print(f"{c.checked} files checked against their schemas, {len(c.errors)} problems")
        return 1 if c.errors else 0


if __name__ == "__main__":
    sys.exit(main())
