import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its key, its label and what its panel shows (rendered only while the tab is selected). */
export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: () => ReactNode;
}

/**
 * A tab list as the ARIA pattern has it (tablist, tab, tabpanel): one tab in the Tab order at a time,
 * Arrow Left/Right (wrapping), Home and End move between tabs and select the one reached. Only the
 * selected panel renders its content, so a tab's data is fetched when it is opened; the other panels stay
 * as empty hidden elements so every tab's `aria-controls` names a real element.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const key = tabs[target]!.key;
    onSelect(key);
    buttons.current.get(key)?.focus();
  };

  return (
    <div className="eb-tabs">
      <div role="tablist" aria-label={label} className="eb-tabs__list">
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) buttons.current.set(tab.key, node);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className="eb-tabs__tab"
              aria-selected={active}
              aria-controls={panelId(tab.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.key === selected;
        return (
          <div
            key={tab.key}
            role="tabpanel"
            id={panelId(tab.key)}
            aria-labelledby={tabId(tab.key)}
            className="eb-tabs__panel"
            hidden={!active}
            tabIndex={active ? 0 : undefined}
          >
            {active ? tab.panel() : null}
          </div>
        );
      })}
    </div>
  );
}
