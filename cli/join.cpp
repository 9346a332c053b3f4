// arbiter join: one seat of a served table from the terminal, played by a
// person at the same table and prompt as `arbiter play`, or handed to the
// server's bot and followed to the end (docs/serve.md).
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "cli/input.h"
#include "cli/people.h"
#include "cli/report/view_read.h"
#include "cli/serve.h"
#include "cli/table.h"
#include "core/base/base.h"
#include "core/table/table.h"

namespace arbiter::cli {

namespace {

namespace beast = boost::beast;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using nlohmann::json;

// A seat's link as `serve` prints it: http://HOST:PORT/t/TABLE#seat=SECRET.
struct Link {
  std::string host, port, table, secret;
};

Link link_of(const std::string& url) {
  const std::string scheme = "http://";
  auto bad = [&](const std::string& why) {
    return Error(Verdict::BadRecord, "'" + url + "' is not a seat's link: " + why +
                                         "; give it as `arbiter serve` printed it");
  };
  if (url.compare(0, scheme.size(), scheme) != 0) throw bad("it starts http://");
  std::string rest = url.substr(scheme.size());
  size_t slash = rest.find('/');
  if (slash == std::string::npos) throw bad("no /t/TABLE");
  std::string authority = rest.substr(0, slash), path = rest.substr(slash);
  size_t colon = authority.rfind(':');
  Link l;
  l.host = colon == std::string::npos ? authority : authority.substr(0, colon);
  l.port = colon == std::string::npos ? "80" : authority.substr(colon + 1);
  if (l.host.size() > 1 && l.host.front() == '[') l.host = l.host.substr(1, l.host.size() - 2);
  size_t hash = path.find('#');
  std::string fragment = hash == std::string::npos ? "" : path.substr(hash + 1);
  path = path.substr(0, hash);
  if (path.compare(0, 3, "/t/") != 0 || path.size() <= 3) throw bad("no /t/TABLE");
  l.table = path.substr(3);
  if (fragment.compare(0, 5, "seat=") == 0) l.secret = fragment.substr(5);
  if (l.secret.empty()) throw bad("no #seat=SECRET");
  return l;
}

std::string api(const Link& l, const std::string& what) {
  return "/api/tables/" + l.table + "/" + what;
}

// One request to the server: its status and body.
std::pair<int, std::string> request(const Link& l, beast::http::verb verb,
                                    const std::string& target, const std::string& body) {
  net::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(tcp::resolver(io).resolve(l.host, l.port));
  beast::http::request<beast::http::string_body> req{verb, target, 11};
  req.set(beast::http::field::host, l.host);
  req.set(beast::http::field::authorization, "Bearer " + l.secret);
  req.set(beast::http::field::content_type, "application/json");
  req.body() = body;
  req.prepare_payload();
  beast::http::write(stream, req);
  beast::flat_buffer buffer;
  beast::http::response<beast::http::string_body> res;
  beast::http::read(stream, buffer, res);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return {static_cast<int>(res.result_int()), res.body()};
}

// The seat's WebSocket, greeted with its secret.
class Feed {
 public:
  explicit Feed(const Link& l) : ws_(io_) {
    auto at = tcp::resolver(io_).resolve(l.host, l.port);
    net::connect(ws_.next_layer(), at.begin(), at.end());
    ws_.handshake(l.host + ":" + l.port, api(l, "ws"));
    ws_.text(true);
    ws_.write(net::buffer(json{{"secret", l.secret}}.dump()));
  }
  json next() {
    beast::flat_buffer buffer;
    ws_.read(buffer);
    json m = json::parse(beast::buffers_to_string(buffer.data()), nullptr, false);
    if (m.value("status", 200) == 401)
      throw Error(Verdict::BadRecord, "the server refused the seat's secret");
    return m;
  }
  void send(const json& m) { ws_.write(net::buffer(m.dump())); }

 private:
  net::io_context io_;
  beast::websocket::stream<tcp::socket> ws_;
};

std::string result_of(const json& state) {
  std::vector<std::string> winners;
  for (const auto& w : state["view"].value("winners", json::array()))
    winners.push_back(printable(w.get<std::string>()));
  return "game over after " + std::to_string(state.value("step", 0)) +
         " steps; winners: " + (winners.empty() ? "none" : join(winners));
}

// The seat is handed over before its WebSocket connects: a seat that
// connected as a person would count as joined, and the bots of the seats
// already handed over could then move at a decision open to several seats
// (The Gang's chips) before this one is a bot. Nothing is missed: a
// connection's first push is the whole state.
int play_as_bot(const Link& l, const std::string& level) {
  auto [status, body] =
      request(l, beast::http::verb::post, api(l, "bot"), json{{"level", level}}.dump());
  if (status != 200) {
    json e = json::parse(body, nullptr, false);
    std::cerr << "arbiter: the server refused the bot (" << status
              << "): " << printable_lines(e.is_object() ? e.value("error", body) : body) << "\n";
    return 1;
  }
  Feed feed(l);
  while (true) {
    json m = feed.next();
    if (m.value("type", "") == "state" && m.value("over", false)) {
      std::cout << result_of(m) << "\n";
      return 0;
    }
  }
}

// The narration a push brings, as `arbiter play` prints it.
void print_log(const json& state) {
  for (const auto& step : state.value("log", json::array())) {
    if (!step.value("entry", "").empty())
      std::cout << bold(printable(step["entry"].get<std::string>())) << "\n";
    for (const auto& line : step.value("lines", json::array())) {
      std::string rule = line.value("ruling", "");
      std::cout << "    " << printable(line.value("text", ""))
                << (rule.empty() ? "" : " [" + rule + "]") << "\n";
    }
  }
}

Menu menu_of(const json& asked) {
  Menu m;
  for (const auto& g : asked.at("menu")) {
    MenuGroup group;
    group.heading = g.value("heading", "");
    for (const auto& l : g.at("lines")) {
      MenuLine line;
      line.text = l.at("text");
      line.options = l.at("options").get<std::vector<int>>();
      line.targets = l.value("targets", std::vector<std::string>{});
      line.cards = l.value("cards", false);
      group.lines.push_back(line);
    }
    m.groups.push_back(group);
  }
  return m;
}

void show_asked(const json& state, const Menu& menu) {
  std::cout << "\n";
  for (const auto& l : table_lines(view_from_json(state["view"].dump()), terminal_width()))
    std::cout << l << "\n";
  std::string prompt = state["view"].value("prompt", "");
  if (!prompt.empty()) std::cout << printable(prompt) << "\n";
  for (const auto& l : menu_lines(menu))
    std::cout << (l.back() == ':' ? l : green(printable(l))) << "\n";
  if (state["asked"].value("can_wait", false))
    std::cout << "  w) wait: let the others move first\n";
}

// The person's pick: a move to send ({"option": N} or {"move": LABEL}),
// null to wait for the next push, or a "quit" object.
json pick(const json& state, const Menu& menu) {
  const std::string me = printable(state.value("seat", ""));
  while (true) {
    auto got = line_input().read(me + "> ");
    if (!got) return json{{"quit", true}};
    std::string line = fold_text(*got), word = fold_case(line);
    if (line.empty()) continue;
    if (word == "quit" || word == "q") return json{{"quit", true}};
    if (word == "table" || word == "t") {
      show_asked(state, menu);
      continue;
    }
    if ((word == "w" || word == "wait") && state["asked"].value("can_wait", false)) return nullptr;
    char* end = nullptr;
    long n = std::strtol(line.c_str(), &end, 10);
    if (*end != '\0') return json{{"move", *got}};  // a label: the server matches it
    const MenuLine* l = n >= 1 && n <= menu.size() ? menu.line(static_cast<int>(n)) : nullptr;
    if (!l) {
      std::cout << "pick 1 to " << menu.size() << "\n";
      continue;
    }
    int option = l->options.size() == 1 ? l->options[0] : ask_target(*l);
    if (option == -1) return json{{"quit", true}};
    if (option >= 0) return json{{"option", option}};
    show_asked(state, menu);
  }
}

int play_as_person(const Link& l) {
  Feed feed(l);
  int answered = -1;  // the step of the last options answered (or waited on)
  while (true) {
    json m = feed.next();
    if (m.value("type", "") == "answer") {
      if (m.value("status", 200) != 200)
        std::cout << red(printable_lines(m.value("reason", m.value("error", "refused")))) << "\n";
      if (m.value("status", 200) != 200) answered = -1;  // ask again with the state as it is
      continue;
    }
    if (m.value("type", "") != "state") continue;
    print_log(m);
    if (m.value("over", false)) {
      std::cout << result_of(m) << "\n";
      return 0;
    }
    if (m["asked"].is_null() || answered == m.value("step", 0)) continue;
    Menu menu = menu_of(m["asked"]);
    show_asked(m, menu);
    json move = pick(m, menu);
    answered = m.value("step", 0);
    if (move.is_null()) continue;
    if (move.contains("quit")) {
      std::cout << "left the table; the link joins it again\n";
      return 0;
    }
    move["type"] = "move";
    move["step"] = m.value("step", 0);
    feed.send(move);
  }
}

}  // namespace

void add_join(CLI::App& app) {
  auto url = std::make_shared<std::string>();
  auto bot = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand(
      "join",
      "Play one seat of a served table from this terminal.\n\n"
      "URL is the seat's link as `arbiter serve` printed it (with its #seat=).\n"
      "A person plays at the same table and prompt as `arbiter play`; with\n"
      "--bot the server's bot plays the seat from now on, and join follows\n"
      "the game to its end and prints the result (exit 0: the game finished).\n\n"
      "Examples:\n"
      "  arbiter join 'http://127.0.0.1:8080/t/k3v9q2m8x1ab#seat=...'\n"
      "  arbiter join 'http://127.0.0.1:8080/t/k3v9q2m8x1ab#seat=...' --bot basic");
  cmd->add_option("url", *url, "The seat's link")->required();
  cmd->add_option("--bot", *bot,
                  "Hand the seat to the server's bot at this level: basic, random, "
                  "search, or a level of the game's script")
      ->type_name("LEVEL");
  cmd->callback([url, bot] {
    Link l = link_of(*url);
    try {
      throw Exit{bot->empty() ? play_as_person(l) : play_as_bot(l, *bot)};
    } catch (const boost::system::system_error& e) {
      throw Error(Verdict::BadRecord,
                  "the server at " + l.host + ":" + l.port + ": " + e.code().message());
    }
  });
}

}  // namespace arbiter::cli
