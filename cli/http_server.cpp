#include "cli/http_server.h"

#include <atomic>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>

#include "core/base/base.h"
#include "core/base/json.h"

namespace arbiter::cli::http {

namespace beast = boost::beast;
namespace bhttp = boost::beast::http;
namespace websocket = boost::beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;

const char* const kContentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' "
    "data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

std::string Request::header(const std::string& name) const {
  auto it = headers.find(name);
  return it == headers.end() ? "" : it->second;
}

std::string Request::param(const std::string& name) const {
  size_t at = 0;
  while (at <= query.size()) {
    size_t end = query.find('&', at);
    if (end == std::string::npos) end = query.size();
    std::string pair = query.substr(at, end - at);
    size_t eq = pair.find('=');
    if (pair.substr(0, eq) == name) return eq == std::string::npos ? "" : pair.substr(eq + 1);
    at = end + 1;
  }
  return "";
}

Response error(int status, const std::string& what, const std::string& more) {
  Response r;
  r.status = status;
  // json_compact: text the client sent (a route, a label) may not be UTF-8.
  r.body = "{\"error\": " + json_compact(Json(what)) + (more.empty() ? "" : ", " + more) + "}\n";
  return r;
}

struct Server::Impl {
  net::io_context& io;
  tcp::acceptor acceptor;
  Limits limits;
  Handlers handlers;
  std::mutex mutex;                 // guards `open`: sessions end on any thread
  std::map<std::string, int> open;  // connections by address

  Impl(net::io_context& i, Limits l, Handlers h)
      : io(i), acceptor(i), limits(l), handlers(std::move(h)) {}
  void accept(const std::shared_ptr<Impl>& self);
};

namespace {

// One connection's place in its address's count, given back when it closes.
class Slot {
 public:
  Slot(std::shared_ptr<Server::Impl> s, std::string address)
      : server_(std::move(s)), address_(std::move(address)) {
    std::lock_guard lock(server_->mutex);
    over_ = ++server_->open[address_] > server_->limits.per_address;
  }
  ~Slot() {
    std::lock_guard lock(server_->mutex);
    if (--server_->open[address_] == 0) server_->open.erase(address_);
  }
  Slot(const Slot&) = delete;
  Slot& operator=(const Slot&) = delete;
  bool over() const { return over_; }
  Server::Impl& server() const { return *server_; }
  const std::string& address() const { return address_; }

 private:
  std::shared_ptr<Server::Impl> server_;
  std::string address_;
  bool over_ = false;
};

Request request_of(const bhttp::request<bhttp::string_body>& r, const std::string& remote) {
  Request out;
  out.method = std::string(r.method_string());
  std::string target(r.target());
  size_t q = target.find('?');
  out.path = target.substr(0, q);
  if (q != std::string::npos) out.query = target.substr(q + 1);
  out.remote = remote;
  for (const auto& f : r) {
    std::string name(f.name_string());
    for (auto& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    out.headers[name] = std::string(f.value());
  }
  out.body = r.body();
  return out;
}

void secure(bhttp::fields& f) {
  f.set(bhttp::field::server, "arbiter");
  f.set("Content-Security-Policy", kContentSecurityPolicy);
  f.set("Referrer-Policy", "no-referrer");
  f.set("X-Content-Type-Options", "nosniff");
  f.set("X-Frame-Options", "DENY");
}

class WsSession : public Peer, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(tcp::socket socket, std::unique_ptr<Slot> slot, Request req)
      : ws_(std::move(socket)), slot_(std::move(slot)), req_(std::move(req)) {}
  ~WsSession() override = default;

  void run(bhttp::request<bhttp::string_body> upgrade) {
    websocket::stream_base::timeout t =
        websocket::stream_base::timeout::suggested(beast::role_type::server);
    t.idle_timeout = std::chrono::seconds(60);
    t.keep_alive_pings = true;  // an idle page that answers pings stays connected
    ws_.set_option(t);
    ws_.set_option(
        websocket::stream_base::decorator([](websocket::response_type& r) { secure(r); }));
    ws_.read_message_max(slot_->server().limits.message);
    ws_.async_accept(upgrade, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return self->ended();
      self->read();
    });
  }

  void send(std::string text) override {
    net::post(ws_.get_executor(), [self = shared_from_this(), text = std::move(text)]() mutable {
      if (self->ended_) return;
      // A reader that does not keep up is dropped rather than buffered for without end.
      if (self->queue_.size() >= self->slot_->server().limits.queued) return self->shut();
      self->queue_.push_back(std::move(text));
      if (self->queue_.size() == 1) self->write();
    });
  }

  void close() override {
    net::post(ws_.get_executor(), [self = shared_from_this()] { self->shut(); });
  }

 private:
  websocket::stream<beast::tcp_stream> ws_;
  std::unique_ptr<Slot> slot_;
  Request req_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  bool ended_ = false;

  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, size_t) {
      if (ec) return self->ended();
      std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      self->slot_->server().handlers.message(self, self->req_, std::move(text));
      self->read();
    });
  }

  void write() {
    ws_.text(true);
    ws_.async_write(net::buffer(queue_.front()),
                    [self = shared_from_this()](beast::error_code ec, size_t) {
                      if (ec) return self->ended();
                      self->queue_.pop_front();
                      if (!self->queue_.empty()) self->write();
                    });
  }

  void shut() {
    if (ended_) return;
    ws_.async_close(websocket::close_code::normal,
                    [self = shared_from_this()](beast::error_code) { self->ended(); });
  }

  void ended() {
    if (ended_) return;
    ended_ = true;
    queue_.clear();
    slot_->server().handlers.closed(this);
    beast::error_code ec;
    beast::get_lowest_layer(ws_).socket().close(ec);
  }
};

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(tcp::socket socket, std::unique_ptr<Slot> slot)
      : stream_(std::move(socket)), slot_(std::move(slot)) {}

  void run() {
    if (slot_->over()) return answer(error(429, "too many connections from this address"), false);
    read();
  }

 private:
  beast::tcp_stream stream_;
  std::unique_ptr<Slot> slot_;
  beast::flat_buffer buffer_;
  std::optional<bhttp::request_parser<bhttp::string_body>> parser_;
  bhttp::response<bhttp::string_body> res_;

  const Limits& limits() const { return slot_->server().limits; }

  void read() {
    parser_.emplace();
    parser_->header_limit(static_cast<uint32_t>(limits().header));
    parser_->body_limit(limits().body);
    // One deadline for the whole request: a client that trickles its
    // headers a byte at a time is dropped when it passes, and the idle
    // wait for the next request on a kept-alive connection is the same.
    stream_.expires_after(limits().header_timeout);
    bhttp::async_read(stream_, buffer_, *parser_,
                      [self = shared_from_this()](beast::error_code ec, size_t) { self->got(ec); });
  }

  void got(beast::error_code ec) {
    if (ec == bhttp::error::end_of_stream || ec == beast::error::timeout ||
        ec == net::error::operation_aborted)
      return shut();
    if (ec == bhttp::error::body_limit)
      return answer(
          error(413, "the body is larger than " + std::to_string(limits().body) + " bytes"), false);
    if (ec == bhttp::error::header_limit)
      return answer(
          error(431, "the headers are larger than " + std::to_string(limits().header) + " bytes"),
          false);
    if (ec && ec.category() == bhttp::make_error_code(bhttp::error::bad_target).category())
      return answer(error(400, "not a well-formed HTTP request"), false);
    if (ec) return shut();
    bhttp::request<bhttp::string_body> req = parser_->release();
    Request r = request_of(req, slot_->address());
    Server::Impl& server = slot_->server();
    if (websocket::is_upgrade(req) && server.handlers.upgrades(r)) {
      stream_.expires_never();
      auto ws = std::make_shared<WsSession>(stream_.release_socket(), std::move(slot_), r);
      ws->run(std::move(req));
      return;
    }
    bool keep = req.keep_alive();
    // The handler may answer from another thread (a table's work runs off
    // the network thread); the answer is written back on this one.
    stream_.expires_never();
    // A route that fails answers 500 to its caller; the server goes on
    // serving everyone else.
    // Only the first answer is written: a route that answered and then
    // failed has its 500 dropped rather than written into the stream.
    auto answered = std::make_shared<std::atomic<bool>>(false);
    auto respond = [self = shared_from_this(), keep, answered](Response resp) {
      if (answered->exchange(true)) return;
      net::post(self->stream_.get_executor(), [self, keep, resp = std::move(resp)]() mutable {
        self->answer(std::move(resp), keep);
      });
    };
    try {
      server.handlers.http(std::move(r), respond);
    } catch (const std::exception& e) {
      respond(error(500, std::string("the server failed on this request: ") + e.what()));
    }
  }

  void answer(Response r, bool keep) {
    res_ = {};
    res_.version(11);
    res_.result(static_cast<unsigned>(r.status));
    secure(res_);
    res_.set(bhttp::field::content_type, r.type);
    for (const auto& [name, value] : r.headers) res_.set(name, value);
    res_.keep_alive(keep);
    res_.body() = std::move(r.body);
    res_.prepare_payload();
    stream_.expires_after(limits().header_timeout);
    bhttp::async_write(stream_, res_,
                       [self = shared_from_this(), keep](beast::error_code ec, size_t) {
                         if (ec || !keep) return self->shut();
                         self->read();
                       });
  }

  void shut() {
    beast::error_code ec;
    stream_.socket().shutdown(tcp::socket::shutdown_send, ec);
    stream_.close();
  }
};

}  // namespace

void Server::Impl::accept(const std::shared_ptr<Impl>& self) {
  acceptor.async_accept(net::make_strand(io), [self](beast::error_code ec, tcp::socket socket) {
    if (ec == net::error::operation_aborted || !self->acceptor.is_open()) return;
    if (!ec) {
      beast::error_code ignored;
      // Each answer and push goes out whole at once: without this, a small
      // message behind an unacknowledged one waits for the peer's delayed
      // ACK (40 ms on Linux), the time a seat feels between moves.
      socket.set_option(tcp::no_delay(true), ignored);
      auto peer = socket.remote_endpoint(ignored);
      std::string address = ignored ? "?" : peer.address().to_string();
      auto slot = std::make_unique<Slot>(self, address);
      std::make_shared<HttpSession>(std::move(socket), std::move(slot))->run();
    }
    self->accept(self);
  });
}

Server::Server(net::io_context& io, const std::string& address, int port, Limits limits,
               Handlers handlers)
    : impl_(std::make_shared<Impl>(io, limits, std::move(handlers))) {
  beast::error_code ec;
  auto ip = net::ip::make_address(address, ec);
  if (ec) throw Error(Verdict::BadRecord, "--listen: '" + address + "' is not an IP address");
  tcp::endpoint at(ip, static_cast<unsigned short>(port));
  impl_->acceptor.open(at.protocol(), ec);
  if (!ec) impl_->acceptor.set_option(net::socket_base::reuse_address(true), ec);
  if (!ec) impl_->acceptor.bind(at, ec);
  if (!ec) impl_->acceptor.listen(net::socket_base::max_listen_connections, ec);
  if (ec)
    throw Error(Verdict::BadRecord,
                "cannot listen on " + address + ":" + std::to_string(port) + ": " + ec.message());
  impl_->accept(impl_);
}

Server::~Server() {
  stop();
}

int Server::port() const {
  beast::error_code ec;
  return impl_->acceptor.local_endpoint(ec).port();
}

void Server::stop() {
  beast::error_code ec;
  impl_->acceptor.close(ec);
}

}  // namespace arbiter::cli::http
