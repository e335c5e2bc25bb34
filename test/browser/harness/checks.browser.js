// Runs inside Chromium on a rendered fixture page. Each container (`[data-harness-container]`)
// is checked as laid out, then again with each inactive tab shown, since Foundry hides inactive
// tabs and their content must pass too. Returns problems as readable strings.
(() => {
  const RAW_KEY = /\b(FRAY|TYPES)\.[A-Za-z]/;
  const TEXT_ATTRIBUTES = ["placeholder", "title", "aria-label", "alt", "data-tooltip"];
  const UNLABELLED_TYPES = new Set(["hidden", "submit", "button", "reset", "image"]);
  const SLACK = 0.5; // sub-pixel rounding

  function describe(el, container) {
    const parts = [];
    for (let node = el; node && node !== container && parts.length < 4; node = node.parentElement) {
      const classes = [...node.classList].slice(0, 3).map((c) => `.${c}`).join("");
      parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${classes}`);
    }
    return parts.join(" > ");
  }

  function clippedByAncestor(el, container) {
    for (let node = el.parentElement; node && node !== container; node = node.parentElement) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX !== "visible") return true;
    }
    return false;
  }

  function rawKeys(container, where, problems) {
    const text = container.innerText;
    for (const line of text.split("\n")) if (RAW_KEY.test(line)) problems.add(`${where}: raw i18n key on screen: "${line.trim().slice(0, 120)}"`);
    for (const el of container.querySelectorAll("*")) {
      if (!el.checkVisibility()) continue;
      for (const attribute of TEXT_ATTRIBUTES) {
        const value = el.getAttribute(attribute);
        if (value && RAW_KEY.test(value)) problems.add(`${where}: raw i18n key in ${attribute} of ${describe(el, container)}: "${value}"`);
      }
      if ((el.tagName === "INPUT" && ["text", "button", "submit", ""].includes(el.getAttribute("type") ?? "")) || el.tagName === "OPTION") {
        const value = el.tagName === "OPTION" ? el.textContent : el.value;
        if (value && RAW_KEY.test(value)) problems.add(`${where}: raw i18n key in the value of ${describe(el, container)}: "${value}"`);
      }
    }
  }

  function overflow(container, where, problems) {
    const box = container.getBoundingClientRect();
    const reported = [];
    for (const el of container.querySelectorAll("*")) {
      if (!el.checkVisibility() || reported.some((outer) => outer.contains(el))) continue;
      const style = getComputedStyle(el);
      if ((style.overflowX === "auto" || style.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1) {
        problems.add(`${where}: ${describe(el, container)} scrolls sideways (content ${el.scrollWidth}px in ${el.clientWidth}px)`);
        reported.push(el);
        continue;
      }
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if ((rect.right > box.right + SLACK || rect.left < box.left - SLACK) && !clippedByAncestor(el, container)) {
        problems.add(`${where}: ${describe(el, container)} sticks out of the ${Math.round(box.width)}px container (spans ${Math.round(rect.left - box.left)}…${Math.round(rect.right - box.left)}px)`);
        reported.push(el);
      }
    }
    if (container.scrollWidth > container.clientWidth + 1) problems.add(`${where}: content is ${container.scrollWidth}px wide in a ${container.clientWidth}px container`);
  }

  function labels(container, where, problems) {
    for (const el of container.querySelectorAll("input, select, textarea")) {
      if (el.tagName === "INPUT" && UNLABELLED_TYPES.has((el.getAttribute("type") ?? "text").toLowerCase())) continue;
      const labelledBy = (el.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean);
      const named =
        (el.labels && el.labels.length > 0 && [...el.labels].some((label) => label.textContent.trim() !== "" || label.querySelector("[aria-label], img[alt]"))) ||
        (el.getAttribute("aria-label") ?? "").trim() !== "" ||
        (labelledBy.length > 0 && labelledBy.every((id) => document.getElementById(id)));
      if (!named) problems.add(`${where}: ${describe(el, container)}${el.name ? ` (name="${el.name}")` : ""} has no label`);
    }
    const ids = new Map();
    for (const el of container.querySelectorAll("[id]")) ids.set(el.id, (ids.get(el.id) ?? 0) + 1);
    for (const [id, count] of ids) if (count > 1) problems.add(`${where}: id "${id}" is used ${count} times (labels would point at the wrong input)`);
  }

  /** Text the user should be able to read in full: an element's own text nodes. */
  function ownText(el) {
    let text = "";
    for (const node of el.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    return text.trim();
  }

  /** Width `text` takes in `el`'s font. */
  function textWidth(el, text) {
    const style = getComputedStyle(el);
    const probe = document.createElement("span");
    probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font};letter-spacing:${style.letterSpacing};`;
    probe.textContent = text;
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  }

  function contentWidth(el) {
    const style = getComputedStyle(el);
    return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  }

  /**
   * Text a person cannot read in full: cut off with an ellipsis or by a clipping box, a select
   * narrower than its chosen option, an input narrower than its value.
   */
  function clipped(container, where, problems) {
    for (const el of container.querySelectorAll("*")) {
      if (!el.checkVisibility() || el.closest(".fray-visually-hidden")) continue;
      const style = getComputedStyle(el);
      if (el.tagName === "SELECT") {
        const option = el.selectedOptions[0];
        // The arrow of a select takes about 20px of its content box.
        if (option && textWidth(el, option.textContent.trim()) > contentWidth(el) - 20 + SLACK) problems.add(`${where}: ${describe(el, container)} is too narrow for "${option.textContent.trim()}"`);
        continue;
      }
      if (el.tagName === "INPUT" && ["text", "number", "search", ""].includes(el.getAttribute("type") ?? "")) {
        const spinner = el.type === "number" ? 16 : 0;
        if (el.value && textWidth(el, el.value) > contentWidth(el) - spinner + SLACK) problems.add(`${where}: ${describe(el, container)} is too narrow for its value "${el.value}"`);
        continue;
      }
      const text = ownText(el);
      if (!text) continue;
      const clips = style.textOverflow === "ellipsis" || ["hidden", "clip"].includes(style.overflowX);
      if (clips && el.scrollWidth > el.clientWidth + 1) problems.add(`${where}: text "${text.slice(0, 40)}" is cut off in ${describe(el, container)}`);
    }
  }

  const CONTROLS = "button, input:not([type=hidden]), select, textarea, a[data-action], [role=button]";

  /** Two controls drawn over each other (neither inside the other): a click would hit the wrong one. */
  function overlaps(container, where, problems) {
    const controls = [...container.querySelectorAll(CONTROLS)].filter((el) => el.checkVisibility() && !el.closest(".fray-visually-hidden"));
    const boxes = controls.map((el) => el.getBoundingClientRect());
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (controls[i].contains(controls[j]) || controls[j].contains(controls[i])) continue;
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) problems.add(`${where}: ${describe(controls[i], container)} and ${describe(controls[j], container)} overlap`);
      }
    }
  }

  function visiblyNamed(el) {
    if (el.innerText.trim() !== "") return true;
    return [...el.querySelectorAll("img[alt]")].some((img) => img.checkVisibility() && img.getAttribute("alt").trim() !== "");
  }

  /** Whether some text of `label` is drawn where one can see it (not in a 1 px visually hidden box). */
  function visibleLabelText(label) {
    if (!label.checkVisibility()) return false;
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent.trim() || !parent || !parent.checkVisibility()) continue;
      const box = parent.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) return true;
    }
    return false;
  }

  /**
   * Every control says what it does on screen: a button shows text, a glyph or an image with alt
   * text; an input or select has a label one can see. The document's name field is the one
   * exception: it is the sheet's heading and reads as such.
   */
  function visibleLabels(container, where, problems) {
    for (const el of container.querySelectorAll("button, [role=button]")) {
      if (!el.checkVisibility() || el.closest(".fray-visually-hidden")) continue;
      if (!visiblyNamed(el)) problems.add(`${where}: ${describe(el, container)} shows no label`);
    }
    for (const el of container.querySelectorAll("input, select, textarea")) {
      if (!el.checkVisibility() || (el.tagName === "INPUT" && UNLABELLED_TYPES.has((el.getAttribute("type") ?? "text").toLowerCase()))) continue;
      if (el.name === "name") continue;
      const labels = [...(el.labels ?? [])];
      const byId = (el.getAttribute("aria-labelledby") ?? "").split(/\s+/).filter(Boolean).map((id) => document.getElementById(id)).filter(Boolean);
      if (![...labels, ...byId].some(visibleLabelText)) problems.add(`${where}: ${describe(el, container)}${el.name ? ` (name="${el.name}")` : ""} has no visible label`);
    }
  }

  // A figure standing alone: a number, signed or not, in dice ("2D"), percent, "a/b" or a d100 band ("05–14").
  const FIGURE = /^[+\u2212-]?\d+(D|%)?(\s*\/\s*\d+)?$|^\d{2}(\u2013\d{2})?$/;
  /** Sentences that explain themselves: an item sheet's hints, a sheet's warnings and alerts. */
  const SENTENCES = ".fray-hint, .fray-brp-hint, .fray-warning, .fray-brp-warning, .fray-brp-alert";
  // A figure inside words: "Parry +2", "Armor 1 · HP 7/7", "×3", "10 yd". Digits inside a word ("d100", "2H") are names, not figures.
  const FIGURE_IN_TEXT = /(^|[\s(×·:/])[+\u2212-]?\d+(?![A-Za-z]{2})/;

  /**
   * On the sheets of rulesets whose numbers explain themselves (pool, brp, dusk), every figure on screen
   * carries a `data-tooltip` (on itself or a near ancestor) with its breakdown; on pool and brp
   * sheets also a figure inside words ("Parry +2", "Armor 1 · HP 7/7"). A stored value shown beside
   * its own label (`.fray-field-value`) is what the user typed and needs none; hints, warnings and
   * alerts are sentences that state their own rule ("In shock: 4 rounds until unconsciousness.").
   */
  function unexplainedNumbers(container, where, problems) {
    const classes = container.classList;
    if (!classes.contains("sheet") || classes.contains("chat-message") || !["pool", "brp", "dusk"].some((key) => classes.contains(key))) return;
    const inWords = ["pool", "brp"].some((key) => classes.contains(key));
    for (const el of container.querySelectorAll("*")) {
      if (!el.checkVisibility() || el.closest(`input, select, option, textarea, label, .fray-field-value, .fray-visually-hidden, .editor-content, .fray-prose, ${SENTENCES}`)) continue;
      const text = ownText(el);
      if (!FIGURE.test(text) && !(inWords && FIGURE_IN_TEXT.test(text))) continue;
      const explained = el.closest("[data-tooltip]:not([data-tooltip=\"\"])");
      if (!explained || !container.contains(explained)) problems.add(`${where}: the figure "${text}" in ${describe(el, container)} has no tooltip explaining it`);
    }
  }

  /** Shows one tab of a group the way Foundry's tab controller does, hiding its siblings. */
  function activate(tab, container) {
    const group = tab.dataset.group;
    for (const other of container.querySelectorAll(".tab[data-tab]")) {
      if (other.dataset.group === group && other.parentElement === tab.parentElement) other.classList.toggle("active", other === tab);
    }
  }

  /**
   * Rows of a long list skip layout while out of view (`content-visibility: auto`); the checks lay
   * every row out, as a user scrolling the sheet would see it.
   */
  function layOutEverything() {
    if (document.getElementById("harness-lay-out-everything")) return;
    const style = document.createElement("style");
    style.id = "harness-lay-out-everything";
    style.textContent = "* { content-visibility: visible !important; }";
    document.head.append(style);
  }

  function check() {
    layOutEverything();
    const problems = new Set();
    for (const container of document.querySelectorAll("[data-harness-container]")) {
      const where = container.dataset.harnessContainer;
      labels(container, where, problems);
      rawKeys(container, where, problems);
      overflow(container, where, problems);
      clipped(container, where, problems);
      overlaps(container, where, problems);
      visibleLabels(container, where, problems);
      unexplainedNumbers(container, where, problems);
      const tabs = [...container.querySelectorAll(".tab[data-tab]")];
      const initiallyActive = tabs.filter((tab) => tab.classList.contains("active"));
      for (const tab of tabs) {
        if (initiallyActive.includes(tab)) continue;
        activate(tab, container);
        const label = `${where}, tab "${tab.dataset.tab}"`;
        rawKeys(container, label, problems);
        overflow(container, label, problems);
        clipped(container, label, problems);
        overlaps(container, label, problems);
        visibleLabels(container, label, problems);
        unexplainedNumbers(container, label, problems);
      }
      for (const tab of tabs) tab.classList.toggle("active", initiallyActive.includes(tab));
    }
    for (const part of document.querySelectorAll("[data-harness-part]")) {
      const roots = [...part.content.children];
      if (roots.length !== 1) problems.add(`part ${part.dataset.harnessPart} must render exactly one root element (it renders ${roots.length})`);
    }
    return [...problems];
  }

  window.frayHarness = { check, layOutEverything };
})();
