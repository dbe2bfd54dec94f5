// tdapp serve: the clock counts down here from the clock's anchor; the server only says "version N".
// A page that loses the network keeps counting, says it is offline, and fetches itself again when it is back.
"use strict";
(function () {
  const body = document.body;
  const labels = JSON.parse((document.getElementById("labels") || {}).textContent || "{}");
  const portuguese = body.dataset.lang === "pt_PT";
  let offset = 0; // server time minus this browser's time, from every event the server sends
  let lastHeard = Date.now();
  let loading = false;

  function L(key, params) {
    let text = labels[key] || key;
    for (const name in params || {}) text = text.split("{" + name + "}").join(String(params[name]));
    return text;
  }
  function group(n) {
    const text = Math.trunc(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, portuguese ? "\u00a0" : ",");
    return text;
  }
  function clockText(seconds) {
    seconds = Math.max(0, seconds);
    const h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
    const two = (v) => (v < 10 ? "0" : "") + v;
    return h ? h + ":" + two(m) + ":" + two(s) : two(m) + ":" + two(s);
  }
  function blindsText(item) {
    let text = group(item[1]) + " / " + group(item[2]);
    if (item[3]) text += "  \u00b7  " + L("Ante {ante}", { ante: group(item[3]) });
    return text;
  }

  // The same arithmetic as tdapp/domain/clock/level_clock.py (advance, remaining_in, clock_time_until_next_break).
  function position(anchor, now) {
    const items = anchor.items;
    let index = anchor.index, spent = anchor.spent;
    if (anchor.since !== null && anchor.since !== undefined) {
      spent += Math.max(0, now - anchor.since);
      const last = items.length - 1;
      while (index < last && spent >= items[index][4]) { spent -= items[index][4]; index += 1; }
    }
    const duration = items[index][4];
    let remaining = duration - spent, exhausted = false;
    if (index === items.length - 1 && spent >= duration) { remaining = duration - ((spent - duration) % duration); exhausted = true; }
    let breakIn = null;
    if (!exhausted) {
      let total = remaining;
      for (let i = index + 1; i < items.length; i++) {
        if (items[i][0]) { breakIn = total; break; }
        total += items[i][4];
      }
    }
    return { index: index, item: items[index], next: items[index + 1] || null, remaining: remaining, breakIn: breakIn };
  }

  function setText(root, selector, text) {
    const node = root.querySelector(selector);
    if (node && node.textContent !== text) node.textContent = text;
  }

  function drawClocks() {
    const now = Date.now() + offset;
    for (const element of document.querySelectorAll("[data-anchor]")) {
      let anchor = element._anchor;
      if (!anchor) { try { anchor = element._anchor = JSON.parse(element.dataset.anchor); } catch (err) { continue; } }
      if (!anchor.items || !anchor.items.length) continue;
      const p = position(anchor, now);
      let level = p.item[0] ? L("Break") : L("Level {n}", { n: p.item[5] });
      if (anchor.day > 1 && element.classList.contains("clock")) level = L("Day {d}", { d: anchor.day }) + " \u00b7 " + level;
      setText(element, ".js-level", level);
      setText(element, ".js-time", clockText(Math.ceil(p.remaining / 1000)));
      if (!element.classList.contains("clock")) continue;
      setText(element, ".js-blinds", p.item[0] ? L("BREAK") : blindsText(p.item));
      const halt = element.querySelector(".js-halt");
      if (halt && anchor.run === "running") {  // a break begins and ends by itself: the timer's word follows it
        const word = p.item[0] ? L("BREAK") : "";
        if (halt.textContent !== word) { halt.textContent = word; halt.hidden = !word; }
      }
      setText(element, ".js-next", p.next ? (p.next[0] ? L("Next: break") : L("Next: {blinds}", { blinds: blindsText(p.next) })) : "");
      setText(element, ".js-break", p.breakIn === null ? L("No break ahead") : L("Break in {time}", { time: clockText(Math.ceil(p.breakIn / 1000)) }));
      const level_ = p.item[0] ? p.next : p.item;
      const bb = document.querySelector(".js-bb");
      if (bb && level_ && level_[2] > 0) {
        const text = "(" + L("{n} BB", { n: group(Math.floor(anchor.average / level_[2])) }) + ")";
        if (bb.textContent !== text) bb.textContent = text;
      }
    }
  }

  function setOnline(online) {
    const banner = document.getElementById("offline");
    if (banner) banner.hidden = online;
    body.dataset.online = online ? "yes" : "no";
  }

  async function reload() {
    if (loading) return;
    loading = true;
    try {
      const response = await fetch(location.href, { cache: "no-store", headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const main = document.getElementById("main"), fresh = page.getElementById("main");
      if (main && fresh) {
        const input = document.activeElement && document.activeElement.id === "q" ? document.activeElement : null;
        const typed = input ? [input.value, input.selectionStart, input.selectionEnd] : null;
        main.innerHTML = fresh.innerHTML;
        if (typed) {
          const again = document.getElementById("q");
          if (again) { again.value = typed[0]; again.focus(); again.setSelectionRange(typed[1], typed[2]); }
        }
      }
      const title = page.querySelector(".bar h1");
      if (title) setText(document, ".bar h1", title.textContent);
      document.title = page.title;
      body.dataset.version = page.body.dataset.version;
      drawClocks();
    } catch (err) {
      setOnline(false);
    } finally {
      loading = false;
    }
  }

  function heard(event) {
    lastHeard = Date.now();
    setOnline(true);
    try {
      const data = JSON.parse(event.data);
      if (typeof data.now === "number") offset = data.now - Date.now();
      if (String(data.version) !== body.dataset.version) reload();
    } catch (err) { /* a malformed event changes nothing */ }
  }

  if (window.EventSource) {
    const events = new EventSource("/events");
    events.addEventListener("change", heard);
    events.addEventListener("ping", heard);
    events.onerror = function () { setOnline(false); };
  }
  setInterval(function () {
    if (Date.now() - lastHeard > 10000) setOnline(false); // the server pings every 4 s
  }, 1000);
  setInterval(function () { if (body.dataset.online === "yes") reload(); }, 60000); // the announcements that follow the time
  setOnline(true);
  drawClocks();
  setInterval(drawClocks, 250);
})();
