import { BrandMark } from '../art/brand-marks';
import { integrationCategories, integrations, type IntegrationCategory } from '../integrations';

/** The integrations grid: every category with its tools, each with a drawn mark. */
export function IntegrationsGrid({ categoryNames }: { categoryNames: Record<IntegrationCategory, string> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {integrationCategories.map((category) => (
        <li key={category} className="rounded-2xl border border-border bg-surface p-4">
          <h3 className="text-sm font-semibold text-muted">{categoryNames[category]}</h3>
          <ul className="mt-3 flex flex-col gap-3">
            {integrations
              .filter((item) => item.category === category)
              .map((item) => (
                <li key={item.id} className="flex items-center gap-3">
                  <BrandMark id={item.id} className="size-9 shrink-0" />
                  <span className="font-medium text-foreground">{item.name}</span>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
