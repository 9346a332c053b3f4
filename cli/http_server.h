// The network front's HTTP/1.1 and WebSocket server (`arbiter serve`), on
// Boost.Beast: event-driven, so an idle connection or an open WebSocket costs
// a socket and a few buffers, never a thread. It knows nothing of tables:
// it reads bounded requests, hands them to its Handlers and writes what they
// answer, with the security headers every answer carries.
#pragma once
#include <boost/asio/io_context.hpp>
#include <chrono>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace arbiter::cli::http {

// What one client may cost.
struct Limits {
  size_t body = 64 * 1024;     // a request's body
  size_t header = 8 * 1024;    // a request's start line and headers
  size_t message = 64 * 1024;  // one WebSocket message from a client
  size_t queued = 256;         // messages waiting for a slow WebSocket reader: past it, closed
  int per_address = 64;        // open connections from one address
  std::chrono::milliseconds header_timeout{10000};  // to send a whole request, and idle between
};

struct Request {
  std::string method, path, query, remote;     // path without the query; remote: the peer's address
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
  // A header's value, or empty.
  std::string header(const std::string& name) const;
  // A query parameter's value as sent, or empty.
  std::string param(const std::string& name) const;
};

struct Response {
  int status = 200;
  std::string type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // added to, or replacing, the defaults
};

// A JSON error answer: {"error": what, ...more} (`more`: JSON members without braces).
Response error(int status, const std::string& what, const std::string& more = "");

// The headers every answer carries (docs/serve.md): CSP, no referrer, nosniff.
extern const char* const kContentSecurityPolicy;

// An open WebSocket. send() may be called from any thread; messages go out
// in the order sent.
class Peer {
 public:
  virtual ~Peer() = default;
  virtual void send(std::string text) = 0;
  virtual void close() = 0;
};

// Answers a request, from any thread. Only the first call is written.
using Respond = std::function<void(Response)>;

struct Handlers {
  std::function<void(Request, Respond)> http;
  // Whether the route takes a WebSocket upgrade (else it is answered as HTTP).
  std::function<bool(const Request&)> upgrades;
  // Called on the network thread, in order, for each message of a WebSocket.
  std::function<void(const std::shared_ptr<Peer>&, const Request&, std::string)> message;
  std::function<void(Peer*)> closed;
};

class Server {
 public:
  // Listens on address:port (port 0: any free one); throws Error when it cannot.
  Server(boost::asio::io_context& io, const std::string& address, int port, Limits limits,
         Handlers handlers);
  ~Server();
  int port() const;
  // Stops accepting and closes every connection.
  void stop();

  struct Impl;

 private:
  std::shared_ptr<Impl> impl_;
};

}  // namespace arbiter::cli::http
