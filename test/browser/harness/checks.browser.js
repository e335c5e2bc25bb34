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

  /** Shows one tab of a group the way Foundry's tab controller does, hiding its siblings. */
  function activate(tab, container) {
    const group = tab.dataset.group;
    for (const other of container.querySelectorAll(".tab[data-tab]")) {
      if (other.dataset.group === group && other.parentElement === tab.parentElement) other.classList.toggle("active", other === tab);
    }
  }

  function check() {
    const problems = new Set();
    for (const container of document.querySelectorAll("[data-harness-container]")) {
      const where = container.dataset.harnessContainer;
      labels(container, where, problems);
      rawKeys(container, where, problems);
      overflow(container, where, problems);
      const tabs = [...container.querySelectorAll(".tab[data-tab]")];
      const initiallyActive = tabs.filter((tab) => tab.classList.contains("active"));
      for (const tab of tabs) {
        if (initiallyActive.includes(tab)) continue;
        activate(tab, container);
        const label = `${where}, tab "${tab.dataset.tab}"`;
        rawKeys(container, label, problems);
        overflow(container, label, problems);
      }
      for (const tab of tabs) tab.classList.toggle("active", initiallyActive.includes(tab));
    }
    for (const part of document.querySelectorAll("[data-harness-part]")) {
      const roots = [...part.content.children];
      if (roots.length !== 1) problems.add(`part ${part.dataset.harnessPart} must render exactly one root element (it renders ${roots.length})`);
    }
    return [...problems];
  }

  window.frayHarness = { check };
})();
