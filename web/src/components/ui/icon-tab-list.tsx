import { Tabs } from '@heroui/react';
import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';

export interface IconTab {
  id: string;
  icon: LucideIcon;
  label: string;
}

interface IconTabListProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly IconTab[];
  listRef?: Ref<HTMLDivElement>;
}

/** A screen's row of tabs, each with its icon (full width on a phone); goes inside HeroUI's Tabs, before its panels. */
export function IconTabList({ label, tabs, listRef }: IconTabListProps) {
  return (
    <Tabs.ListContainer className="w-full sm:w-fit">
      <Tabs.List ref={listRef} aria-label={label}>
        {tabs.map(({ id, icon: Icon, label: text }) => (
          <Tabs.Tab key={id} id={id} className="gap-2 sm:px-6">
            <Icon aria-hidden="true" className="size-4" />
            {text}
            <Tabs.Indicator />
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs.ListContainer>
  );
}
