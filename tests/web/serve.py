"""A served BANG! game played through browsers, as people would play it.

`arbiter serve bang` makes a four-seat table; each seat's link opens in a
Chromium of its own (two at 1280x800, two at a phone's 390x844) and a fifth
opens the spectator's link. The game is played to its end by clicking the
options each page offers (the attacking plays first, the sheriff the
target, no defence, so the game ends soon), with one seat typing a move the
engine refuses and the page showing the refusal with its ruling. Whenever
every page shows the same step, no page shows a card another seat holds in
its hand, and the spectator none at all. Every seat's page ends on its
replay page, the spectator's on the final table. Chromium's console must
hold no Content-Security-Policy violation. With ARBITER_SHOTS=DIR it also
saves the seat's page at both sizes in DIR (`make screenshots`, for
docs/serve.md).

    python3 tests/web/serve.py ARBITER CHROMIUM CHROMEDRIVER
"""
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ARBITER, CHROMIUM, DRIVER = sys.argv[1:4]
SEATS = ["Ann", "Bob", "Cid", "Dee"]
SIZES = {"Ann": (1280, 800), "Bob": (390, 844), "Cid": (1280, 800), "Dee": (390, 844), "watch": (390, 844)}
MOVES_AT_MOST = 900
SECONDS_AT_MOST = 240
# With ARBITER_SHOTS=DIR, the seat's page is also saved at both sizes there.
SHOTS = os.environ.get("ARBITER_SHOTS")

failed = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failed.append(what)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(folder):
    port = free_port()
    server = subprocess.Popen(
        [ARBITER, "serve", "bang", "--players", ",".join(SEATS), "--seed", "11", "--dir", folder,
         "--listen", "127.0.0.1:%d" % port],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    links = {}
    deadline = time.time() + 30
    while "watch" not in links and time.time() < deadline:
        line = server.stdout.readline()
        if not line:
            break
        parts = line.split()
        if len(parts) == 2 and parts[1].startswith("http"):
            links[parts[0]] = parts[1]
    # The server's later output is read so that it never blocks on a full pipe.
    threading.Thread(target=server.stdout.read, daemon=True).start()
    threading.Thread(target=server.stderr.read, daemon=True).start()
    return server, links


def browser(size, profile):
    o = webdriver.ChromeOptions()
    o.binary_location = CHROMIUM
    for arg in ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run",
                "--disable-dev-shm-usage", "--user-data-dir=" + profile,
                "--window-size=%d,%d" % size]:
        o.add_argument(arg)
    o.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=o)


# What a page says of itself, in one round trip: the step it draws, whether
# the game is over, its enabled options (a line's number and text), the
# cards of each seat's hand row, and the sheriff.
LOOK = """
const q = (s) => [...document.querySelectorAll(s)];
const hands = {};
for (const seat of q('#table .seat')) {
  hands[seat.dataset.seat] = [...seat.querySelectorAll('[data-row="hand"] .card[data-card]')].map((c) => c.dataset.card);
}
const sheriff = q('#table .seat').find((s) => /role\\s*sheriff/.test(s.textContent));
return {
  url: location.href,
  step: document.body.dataset.step === undefined ? -1 : Number(document.body.dataset.step),
  asked: !document.getElementById('asked') ? false : !document.getElementById('asked').hidden,
  options: q('#options button.option:not(:disabled)').map((b) => [b.dataset.line || '', b.querySelector('.label').textContent]),
  heading: (document.querySelector('#options .heading') || {}).textContent || '',
  hands: hands,
  table: (document.getElementById('table') || {}).textContent || '',
  sheriff: sheriff ? sheriff.dataset.seat : null,
  answer: (document.getElementById('answer') || {}).textContent || '',
};
"""

ATTACKS = ["play BANG!", "play Gatling", "play Indians!", "play Duel", "play Panic!", "play Cat Balou",
           "play Volcanic", "play Schofield", "play Remington", "play Rev. Carabine", "play Winchester",
           "play Scope", "play Jail", "play Dynamite"]


def pick(look, me):
    """The option to click: no defence (pass), else the attacking plays,
    else ending the turn, else the first; a target: the sheriff, else the
    first that is not the seat itself."""
    options = look["options"]
    texts = [t for _, t in options]
    asking_target = any(t == "back" for t in texts)
    if asking_target:
        targets = [o for o in options if o[1] != "back"]
        for o in targets:
            if look["sheriff"] and o[1] == look["sheriff"]:
                return o
        others = [o for o in targets if o[1] != me]
        return (others or targets)[0]
    for o in options:
        if o[1] == "pass":
            return o
    for want in ATTACKS:
        for o in options:
            if o[1].startswith(want):
                return o
    for o in options:
        if o[1] == "end turn":
            return o
    return options[0]


def main():
    folder = tempfile.mkdtemp()
    server, links = start_server(folder)
    check(all(name in links for name in SEATS + ["watch"]), "serve printed a link for each seat and for watching: %s" % sorted(links))
    if any(name not in links for name in SEATS + ["watch"]):
        server.kill()
        return 1
    pages = {}
    try:
        for name in SEATS + ["watch"]:
            pages[name] = browser(SIZES[name], os.path.join(folder, "profile-" + name))
            pages[name].get(links[name])
        play(pages)
        ended(pages)
        console(pages)
    finally:
        for d in pages.values():
            d.quit()
        server.terminate()
        server.wait(10)
        shutil.rmtree(folder, ignore_errors=True)
    print("%d failed" % len(failed))
    return 1 if failed else 0


def look_all(pages):
    out = {}
    for name, d in pages.items():
        try:
            out[name] = d.execute_script(LOOK)
        except Exception:  # the page is navigating (to its replay)
            out[name] = None
    return out


def hidden_cards_stay_hidden(looks, seen):
    """At a step every page shows, no page shows a card another seat holds
    in its hand, and the spectator none."""
    steps = {l["step"] for l in looks.values() if l}
    if len(steps) != 1 or None in looks.values():
        return
    held = {name: set(looks[name]["hands"].get(name, [])) for name in SEATS}
    for viewer, l in looks.items():
        for seat, cards in l["hands"].items():
            if seat != viewer and cards:
                seen["shown"].append("%s sees %s's hand %s" % (viewer, seat, cards))
        for seat in SEATS:
            if seat == viewer:
                continue
            for card in held[seat]:
                if card in l["table"]:
                    seen["shown"].append("%s's table shows %s, in %s's hand" % (viewer, card, seat))
    seen["checked"] += 1


def play(pages):
    seen = {"shown": [], "checked": 0}
    refused = None
    moves = 0
    started = time.time()
    while moves < MOVES_AT_MOST and time.time() - started < SECONDS_AT_MOST:
        looks = look_all(pages)
        hidden_cards_stay_hidden(looks, seen)
        if all(l is None or "/replay" in l["url"] for n, l in looks.items() if n in SEATS):
            break
        spectator = looks.get("watch")
        if spectator and spectator["options"]:
            seen["shown"].append("the spectator's page offers options")
        turn = next((n for n in SEATS if looks[n] and looks[n]["asked"] and looks[n]["options"]), None)
        if not turn:
            time.sleep(0.05)
            continue
        look = looks[turn]
        choosing_target = "back" in [t for _, t in look["options"]]
        own_turn = "end turn" in [t for _, t in look["options"]]
        if refused is None and turn == "Cid" and own_turn:
            refused = refuse(pages["Cid"], look)
            continue
        line, text = pick(look, turn)
        d = pages[turn]
        button = d.find_element(By.CSS_SELECTOR, '#options button[data-line="%s"]' % line)
        if choosing_target or "|" in text or moves % 7:
            d.execute_script("arguments[0].click()", button)
        else:
            # A person's double click on a move: sent once, the second
            # click lands on a button already off.
            d.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
            webdriver.ActionChains(d).double_click(button).perform()
        moves += 1
        wait_past(d, look["step"], choosing_target or "|" in text)
        if SHOTS and moves == 40:
            shots(pages)
    check(moves < MOVES_AT_MOST and time.time() - started < SECONDS_AT_MOST,
          "the game ends within %d clicks and %d s (%d clicks, %.0f s)" % (MOVES_AT_MOST, SECONDS_AT_MOST, moves, time.time() - started))
    check(refused is True, "Cid's typed illegal move was refused with the engine's reason and ruling")
    check(not seen["shown"], "no page shows another seat's hidden cards (%d steps checked)%s" % (seen["checked"], ": " + "; ".join(seen["shown"][:3]) if seen["shown"] else ""))
    check(seen["checked"] > 10, "the pages were compared at many steps (%d)" % seen["checked"])


def shots(pages):
    """The seat's page at both sizes, for docs/serve.md (`make screenshots`)."""
    for name, image in (("Ann", "seat-wide.png"), ("Bob", "seat-phone.png")):
        pages[name].save_screenshot(os.path.join(SHOTS, image))
        print("%s: %s's page at %dx%d" % (os.path.join(SHOTS, image), name, *SIZES[name]))


def wait_past(d, step, same_step):
    """After a click: the page has moved on (or, for a line that asks a
    target, drawn the targets)."""
    if same_step:
        return
    deadline = time.time() + 10
    while time.time() < deadline:
        # No answer line: the page has gone on to the finished game's replay.
        now = d.execute_script(
            "const a = document.getElementById('answer');"
            "return [Number(document.body.dataset.step), a ? a.className : 'gone']")
        if now[0] != step or now[1] in ("refused", "stale", "gone"):
            return
        time.sleep(0.02)


def refuse(d, look):
    """Cid types a move the rules do not allow (a card Cid does not hold,
    at Cid's turn): the page shows the refusal with its ruling, and the
    table does not move."""
    field = d.find_element(By.ID, "move")
    field.clear()
    field.send_keys("play Missed! (Q♥) -> Ann\n")  # Missed! answers a shot only (R09)
    deadline = time.time() + 10
    answer = ""
    while time.time() < deadline:
        answer = d.find_element(By.ID, "answer").text
        if answer.startswith("refused"):
            break
        time.sleep(0.05)
    rulings = d.find_elements(By.CSS_SELECTOR, "#answer abbr.ruling")
    check(answer.startswith("refused: play Missed! (Q♥)"), "Cid's page says the move is refused: %r" % answer)
    check(bool(rulings), "the refusal names its ruling (%s)" % ", ".join(r.text for r in rulings))
    now = d.execute_script("return Number(document.body.dataset.step)")
    check(now == look["step"], "a refused move changes nothing (step %s, still %s)" % (look["step"], now))
    return answer.startswith("refused") and bool(rulings)


def ended(pages):
    deadline = time.time() + 60
    watch = pages["watch"]
    while time.time() < deadline and "game over" not in watch.find_element(By.ID, "over").text:
        time.sleep(0.1)
    # The server serves a replay page to a seat only (docs/serve.md).
    check("game over" in watch.find_element(By.ID, "over").text, "the spectator's page says the game is over")
    for name, d in pages.items():
        if name not in SEATS:
            continue
        while time.time() < deadline and "/replay" not in d.current_url:
            time.sleep(0.1)
        check("/replay" in d.current_url, "%s's page ends on the replay page" % name)
        if "/replay" not in d.current_url:
            continue
        while time.time() < deadline and not d.find_elements(By.CSS_SELECTOR, "#table .seat"):
            time.sleep(0.1)
        seats = [e.get_attribute("data-seat") for e in d.find_elements(By.CSS_SELECTOR, "#table .seat")]
        check(sorted(seats) == sorted(SEATS), "%s's replay page draws the four seats" % name)
        viewers = [o.text for o in d.find_elements(By.CSS_SELECTOR, "#viewer option")]
        check(viewers == [name], "%s's replay page is from %s's view only (%s)" % (name, name, viewers))
        hands = d.execute_script(
            "return [...document.querySelectorAll('#table .seat')].filter((s) => s.dataset.seat !== arguments[0])"
            ".map((s) => s.querySelectorAll('[data-row=\"hand\"] .card[data-card]').length).reduce((a, b) => a + b, 0)",
            name)
        check(hands == 0, "%s's replay page shows no other seat's hand (%d cards)" % (name, hands))


def console(pages):
    for name, d in pages.items():
        logs = d.get_log("browser")
        bad = [e["message"] for e in logs if "Content Security Policy" in e["message"] or "Refused to" in e["message"]]
        check(not bad, "%s's pages broke no Content-Security-Policy rule%s" % (name, ": " + bad[0] if bad else ""))


if __name__ == "__main__":
    sys.exit(main())
