"""The inspector's JSON API, event stream and security, against a real uvicorn on loopback."""

from __future__ import annotations

import json
import socket
import threading
import time
import urllib.parse
from collections.abc import Iterator

import pytest
import uvicorn
from fastapi import FastAPI
from starlette.requests import HTTPConnection

from hotmem import HotMem
from hotmem.inspector import create_app
from hotmem.inspector.security import (
    Denied,
    InspectorConfigError,
    authorize,
    check_bind,
    token_from_env,
)
from hotmem.inspector.server import InspectorServer
from tests.inspector_client import WRITE, EventReader, call

TOKEN = "test-token-0123456789abcdef"


@pytest.fixture
def server(engine: HotMem) -> Iterator[InspectorServer]:
    with InspectorServer(engine, port=0) as srv:
        yield srv


def _turn(srv: InspectorServer, user: str, text: str) -> dict:
    answer = call(srv.url, "POST", "api/turns", body={"user": user, "text": text}, headers=WRITE)
    assert answer.status == 200, answer.body
    return answer.json()


def q(**params: str) -> str:
    return "?" + urllib.parse.urlencode(params)


def test_status_reports_languages_store_and_stage_latency(server: InspectorServer) -> None:
    _turn(server, "alice", "I live in Seattle.")
    status = call(server.url, "GET", "api/status").json()
    assert status["languages"]["en"]["loaded"] is True
    assert status["languages"]["en"]["kind"] == "parser"
    assert status["store"]["backend"] == "lmdb"
    assert status["store"]["size_mb"] > 0.0
    assert status["store"]["users"] == 1
    assert status["store"]["edges_by_status"]["active"] == 1
    assert status["turns_seen"] == 1
    for pct in ("p50", "p95"):
        assert set(status["latency_ms"][pct]) >= {"intent", "extraction", "update", "retrieval",
                                                  "total"}
        assert status["latency_ms"][pct]["total"] > 0.0


def test_status_names_the_postgresql_store_and_its_size(tmp_path, pg_url: str, pipelines) -> None:
    from hotmem import HotMemConfig

    config = HotMemConfig.from_env({}, data_dir=tmp_path / "unused", store_url=pg_url)
    with HotMem(config, pipelines=pipelines) as engine, InspectorServer(engine, port=0) as srv:
        _turn(srv, "alice", "I live in Seattle.")
        store = call(srv.url, "GET", "api/status").json()["store"]
    assert store["backend"] == "postgresql"
    assert store["users"] == 1 and store["edges_by_status"]["active"] == 1
    assert isinstance(store["size_mb"], float) and store["size_mb"] > 0.0
    assert "url" in store and "lmdb" not in json.dumps(store)


def test_a_turn_arrives_on_the_live_stream(server: InspectorServer, engine: HotMem) -> None:
    events = EventReader(server.url + "api/events")
    try:
        assert events.content_type.startswith("text/event-stream")
        engine.process_turn("My dog is named Rex.", user="bob", session="call-7")
        event = events.next_turn()
    finally:
        events.close()
    assert event["user"] == "bob"
    assert event["session"] == "call-7"
    assert event["lang"] == "en"
    assert [(f["s"], f["r"], f["d"]) for f in event["facts"]] == [("you", "dog", "rex")]
    assert event["bullets"] == []
    assert set(event["timings_ms"]) >= {"intent", "extraction", "update", "retrieval", "total"}


def test_stream_filtered_by_user_skips_other_users(server: InspectorServer,
                                                   engine: HotMem) -> None:
    events = EventReader(server.url + "api/events" + q(user="carol"))
    try:
        engine.process_turn("I live in Oslo.", user="dave")
        engine.process_turn("I live in Lima.", user="carol")
        event = events.next_turn()
        assert (event["user"], event["facts"][0]["d"]) == ("carol", "lima")
    finally:
        events.close()


def test_users_and_facts_with_metadata_and_status_filter(server: InspectorServer) -> None:
    _turn(server, "alice", "I live in Seattle.")
    _turn(server, "alice", "I moved to Denver.")
    _turn(server, "erin", "I work at Acme.")
    assert call(server.url, "GET", "api/users").json() == {"users": ["alice", "erin"]}

    everything = call(server.url, "GET", "api/facts" + q(user="alice")).json()
    assert everything["counts"]["active"] == 1
    assert everything["counts"]["superseded"] == 1
    fact = everything["facts"][0]
    assert set(fact) >= {"s", "r", "d", "display_s", "display_d", "weight", "confidence", "pos",
                         "neg", "status", "first_seen", "last_seen", "last_injected_turn",
                         "source", "turn", "session", "lang", "hedged"}

    old = call(server.url, "GET", "api/facts" + q(user="alice", status="superseded")).json()
    assert [(f["d"], f["status"], f["source"]) for f in old["facts"]] == [
        ("seattle", "superseded", "I live in Seattle.")]
    newest = call(server.url, "GET", "api/facts" + q(user="alice", status="", limit="1")).json()
    assert (newest["total"], [f["d"] for f in newest["facts"]]) == (2, ["denver"])
    assert call(server.url, "GET", "api/facts" + q(user="alice", limit="0")).status == 422
    found = call(server.url, "GET", "api/facts" + q(user="alice", q="denv")).json()
    assert [f["d"] for f in found["facts"]] == ["denver"]
    bad = call(server.url, "GET", "api/facts" + q(user="alice", status="gone"))
    assert bad.status == 400
    assert "status must be one of" in bad.json()["error"]


def test_history_lists_superseded_and_negated_versions_oldest_first(
    server: InspectorServer,
) -> None:
    _turn(server, "alice", "I live in Seattle.")
    _turn(server, "alice", "I moved to Denver.")
    _turn(server, "alice", "I don't live in Denver anymore.")
    hist = call(server.url, "GET", "api/history" + q(user="alice", s="you", r="lives_in")).json()
    assert [(v["d"], v["status"]) for v in hist["versions"]] == [
        ("seattle", "superseded"), ("denver", "negated")]


def test_neighbourhood_is_one_hop(server: InspectorServer) -> None:
    _turn(server, "alice", "My sister Anna lives in Denver.")
    _turn(server, "alice", "Denver is in Colorado.")
    hood = call(server.url, "GET", "api/neighbourhood" + q(user="alice", entity="anna")).json()
    assert sorted((e["s"], e["r"], e["d"]) for e in hood["edges"]) == [
        ("anna", "lives_in", "denver"), ("you", "sister", "anna")]
    assert [n["entity"] for n in hood["neighbours"]] == ["denver", "you"]
    assert hood["neighbours"][0]["display"] == "Denver"
    assert hood["neighbours"][0]["relations"] == ["lives_in"]


def test_enrich_is_a_dry_run_with_score_terms(server: InspectorServer, engine: HotMem) -> None:
    _turn(server, "alice", "I live in Seattle.")
    before = engine.export("alice")
    answer = call(server.url, "POST", "api/enrich",
                  body={"user": "alice", "text": "Where do I live? My cat is Tom."},
                  headers=WRITE).json()
    assert engine.export("alice") == before
    assert [(f["s"], f["r"], f["d"]) for f in answer["facts"]] == [("you", "cat", "tom")]
    assert answer["bullets"] == ["You live in Seattle."]
    (cand,) = answer["candidates"]
    assert cand["fact"]["d"] == "seattle"
    assert cand["outcome"] == "picked"
    assert set(cand["terms"]) == {"pred_priority", "recency", "overlap", "weight", "need"}
    total = sum(term["contribution"] for term in cand["terms"].values())
    assert total == pytest.approx(cand["score"], abs=1e-3)


def test_forget_one_fact_a_subject_and_a_user(server: InspectorServer) -> None:
    _turn(server, "alice", "My sister Anna lives in Denver. Anna works at Google.")
    _turn(server, "alice", "I live in Seattle.")

    one = call(server.url, "DELETE", "api/facts" + q(user="alice", s="you", r="lives_in",
                                                     d="seattle"), headers=WRITE)
    assert one.json() == {"user": "alice", "removed": 1}
    subject = call(server.url, "DELETE", "api/facts" + q(user="alice", s="anna"), headers=WRITE)
    assert subject.json() == {"user": "alice", "removed": 2}
    left = call(server.url, "GET", "api/facts" + q(user="alice")).json()["facts"]
    assert [(f["s"], f["r"], f["d"]) for f in left] == [("you", "sister", "anna")]

    whole = call(server.url, "DELETE", "api/users" + q(user="alice"), headers=WRITE)
    assert whole.json() == {"user": "alice", "removed": 1}
    assert call(server.url, "GET", "api/users").json() == {"users": []}


def test_stored_markup_comes_back_as_the_same_text(server: InspectorServer) -> None:
    _turn(server, "mallory", "My dog is named <script>alert(1)</script>.")
    facts = call(server.url, "GET", "api/facts" + q(user="mallory")).json()["facts"]
    assert "<script>" in facts[0]["source"]


def test_writes_need_the_inspector_header_and_a_same_origin(server: InspectorServer) -> None:
    body = {"user": "alice", "text": "I live in Seattle."}
    no_header = call(server.url, "POST", "api/turns", body=body)
    assert no_header.status == 403
    assert "x-hotmem-inspector" in no_header.json()["error"]
    cross = call(server.url, "POST", "api/turns", body=body,
                 headers={**WRITE, "origin": "http://evil.example"})
    assert cross.status == 403
    delete = call(server.url, "DELETE", "api/users" + q(user="alice"),
                  headers={"origin": server.url.rstrip("/")})
    assert delete.status == 403
    same = call(server.url, "POST", "api/turns", body=body,
                headers={**WRITE, "origin": server.url.rstrip("/")})
    assert same.status == 200


def test_a_foreign_host_name_is_refused_without_a_token(server: InspectorServer) -> None:
    # A DNS-rebinding page reaches loopback under its own domain: the Host header gives it away.
    answer = call(server.url, "GET", "api/users", headers={"host": "evil.example"})
    assert answer.status == 403


def test_bad_input_gets_a_clear_error(server: InspectorServer) -> None:
    bad_user = call(server.url, "POST", "api/turns", body={"user": "", "text": "hi"},
                    headers=WRITE)
    assert bad_user.status == 400
    assert "user id" in bad_user.json()["error"]
    no_text = call(server.url, "POST", "api/enrich", body={"user": "a"}, headers=WRITE)
    assert no_text.status == 422
    d_without_r = call(server.url, "DELETE", "api/facts" + q(user="a", s="you", d="x"),
                       headers=WRITE)
    assert d_without_r.status == 400


def test_page_and_assets_are_local_with_a_strict_policy(server: InspectorServer) -> None:
    page = call(server.url, "GET", "")
    assert page.status == 200
    assert page.headers["content-type"].startswith("text/html")
    policy = page.headers["content-security-policy"]
    assert "script-src 'self'" in policy and "default-src 'none'" in policy
    html = page.body.decode()
    assert "http://" not in html and "https://" not in html  # nothing from a CDN
    assert call(server.url, "GET", "static/app.js").status == 200
    assert call(server.url, "GET", "static/app.css").status == 200
    assert call(server.url, "GET", "static/..%2Fapp.py").status == 404


def test_token_is_required_on_every_request_when_set(engine: HotMem) -> None:
    with InspectorServer(engine, port=0, token=TOKEN) as srv:
        assert call(srv.url, "GET", "api/users").status == 401
        assert call(srv.url, "GET", "").status == 401
        assert call(srv.url, "GET", "api/users",
                    headers={"authorization": "Bearer wrong-token-0123456789"}).status == 401
        bearer = {"authorization": f"Bearer {TOKEN}"}
        assert call(srv.url, "GET", "api/users", headers=bearer).json() == {"users": []}
        assert call(srv.url, "POST", "api/turns", body={"user": "a", "text": "I live in Rome."},
                    headers={**bearer, **WRITE}).status == 200

        opened = call(srv.url, "GET", "" + q(token=TOKEN))
        assert opened.status == 303
        assert opened.headers["location"] == "/"
        cookie = opened.headers["set-cookie"]
        assert "httponly" in cookie.lower() and "samesite=strict" in cookie.lower()
        jar = {"cookie": cookie.split(";", 1)[0]}
        assert call(srv.url, "GET", "", headers=jar).status == 200
        assert call(srv.url, "GET", "api/users", headers=jar).json() == {"users": ["a"]}
        assert call(srv.url, "GET", "" + q(token="wrong-token-0123456789")).status == 401
        events = EventReader(srv.url + "api/events", headers=jar)
        events.close()


def test_public_bind_without_token_is_refused(engine: HotMem) -> None:
    with pytest.raises(InspectorConfigError, match="HOTMEM_INSPECTOR_TOKEN"):
        InspectorServer(engine, host="0.0.0.0", port=0)
    check_bind("127.0.0.1", None)
    check_bind("::1", None)
    check_bind("localhost", None)
    check_bind("0.0.0.0", TOKEN)


def test_token_from_env_rejects_short_tokens() -> None:
    assert token_from_env({}) is None
    assert token_from_env({"HOTMEM_INSPECTOR_TOKEN": "  "}) is None
    assert token_from_env({"HOTMEM_INSPECTOR_TOKEN": TOKEN}) == TOKEN
    with pytest.raises(InspectorConfigError, match="at least 16"):
        token_from_env({"HOTMEM_INSPECTOR_TOKEN": "short"})


def _conn(client: str, host: str = "127.0.0.1:8765") -> HTTPConnection:
    return HTTPConnection({"type": "http", "client": (client, 5000), "path": "/api/users",
                           "headers": [(b"host", host.encode())], "query_string": b""})


def test_remote_clients_get_nothing_without_a_token() -> None:
    # A bot may mount the inspector in an app listening on every interface: without a token,
    # remote clients are refused even then.
    with pytest.raises(Denied) as err:
        authorize(_conn("192.0.2.7", host="bot.example:8000"), "GET", None)
    assert err.value.status == 403
    authorize(_conn("127.0.0.1"), "GET", None)
    authorize(_conn("::1", host="[::1]:8765"), "GET", None)


def test_event_payload_is_json_per_event(server: InspectorServer, engine: HotMem) -> None:
    events = EventReader(server.url + "api/events")
    try:
        engine.process_turn("I live in Paris.\nI work at Acme.", user="zoe")
        event = events.next_turn()
    finally:
        events.close()
    assert json.dumps(event)  # a multi-line utterance still arrives as one JSON event
    assert sorted(f["d"] for f in event["facts"]) == ["acme", "paris"]


def test_mounted_in_a_bot_app_it_serves_under_its_prefix(engine: HotMem) -> None:
    bot = FastAPI()

    @bot.get("/health")
    def health() -> dict:
        return {"ok": True}

    bot.mount("/hotmem", create_app(engine))
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    base = f"http://127.0.0.1:{sock.getsockname()[1]}/"
    server = uvicorn.Server(uvicorn.Config(bot, log_level="warning", lifespan="off",
                                           timeout_graceful_shutdown=1))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.01)
    try:
        assert call(base, "GET", "health").json() == {"ok": True}
        page = call(base, "GET", "hotmem/")
        assert page.status == 200 and b'src="static/app.js"' in page.body
        assert call(base, "GET", "hotmem/static/app.js").status == 200
        events = EventReader(base + "hotmem/api/events")
        try:
            engine.process_turn("I live in Lisbon.", user="ivy")  # the bot's own turn
            assert events.next_turn()["facts"][0]["d"] == "lisbon"
        finally:
            events.close()
        assert call(base, "GET", "hotmem/api/users").json() == {"users": ["ivy"]}
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
