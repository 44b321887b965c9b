import type { ReactNode } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import tailwindTheme from 'tailwindcss/theme.css?raw';
import portalTokens from './styles/tokens.css?raw';

// The design tokens as Tailwind compiles them: its theme (tailwindcss/theme.css) with the portal's
// own values over it (styles/tokens.css, which every app and this Storybook import). The page reads
// those two files, so it shows what the screens use and cannot drift from them.

type Tokens = Map<string, { value: string; portal: boolean }>;

function readTokens(): Tokens {
  const tokens: Tokens = new Map();
  for (const [css, portal] of [
    [tailwindTheme, false],
    [portalTokens, true],
  ] as const) {
    for (const match of css.matchAll(/^\s*(--[a-z0-9-]+):\s*([^;]+);/gim)) {
      tokens.set(match[1]!, { value: match[2]!.trim().replace(/\s+/g, ' '), portal });
    }
  }
  return tokens;
}

/** The colour families the portal's screens use: actions and success, errors, warnings, text and lines, information, certification. */
const FAMILIES = ['green', 'red', 'amber', 'yellow', 'gray', 'blue', 'purple'] as const;
const STEPS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-10">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

function Portal({ portal }: { portal: boolean }) {
  return portal ? <span className="ml-1 rounded bg-green-100 px-1 text-xs text-green-800">portal</span> : null;
}

function TokensPage({ only }: { only?: 'colour' | 'type' | 'space' }) {
  const tokens = readTokens();
  const get = (name: string) => tokens.get(name);
  const named = (prefix: string) =>
    // a family's own tokens, not their companions (--text-xs--line-height)
    [...tokens.entries()].filter(([name]) => name.startsWith(prefix) && !name.slice(2).includes('--'));
  return (
    <div className="max-w-5xl text-gray-900">
      <h1 className="mb-2 text-2xl font-bold">Design tokens</h1>
      <p className="mb-8 max-w-prose text-sm text-gray-700">
        Tailwind&apos;s theme with the portal&apos;s values over it (marked “portal”, from
        libs/ui/src/styles/tokens.css). Primary actions are white on green-600 (4.95:1, WCAG AA); errors are red-700 on
        white or red-800 on red-50.
      </p>
      {(!only || only === 'colour') && (
        <Section title="Colour">
          <div className="space-y-3">
            {FAMILIES.map((family) => (
              <div key={family}>
                <h3 className="mb-1 text-sm font-medium capitalize">{family}</h3>
                <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-11" aria-label={`${family} scale`}>
                  {STEPS.map((step) => {
                    const token = get(`--color-${family}-${step}`);
                    return (
                      <li key={step} className="text-xs">
                        <span
                          className="block h-10 rounded border border-gray-200"
                          style={{ background: token?.value }}
                          aria-hidden="true"
                        />
                        <span className="font-mono">
                          {family}-{step}
                        </span>
                        <Portal portal={token?.portal ?? false} />
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </Section>
      )}
      {(!only || only === 'type') && (
        <Section title="Type scale">
          <ul className="space-y-2">
            {named('--text-').map(([name, token]) => (
              <li key={name} className="flex items-baseline gap-4">
                <span className="w-28 shrink-0 font-mono text-xs text-gray-600">
                  {name.slice(2)} · {token.value}
                </span>
                <span style={{ fontSize: token.value, lineHeight: get(`${name}--line-height`)?.value }}>
                  Wheat HI 1544 · गेहूँ · गहू
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {(!only || only === 'space') && (
        <>
          <Section title={`Spacing (one step: ${get('--spacing')?.value ?? ''})`}>
            <ul className="space-y-1">
              {[1, 2, 3, 4, 6, 8, 12, 16].map((n) => (
                <li key={n} className="flex items-center gap-3 text-xs">
                  <span className="w-10 font-mono text-gray-600">{n}</span>
                  <span className="block h-3 rounded bg-green-600" style={{ width: `calc(var(--spacing) * ${n})` }} />
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Radius">
            <ul className="flex flex-wrap gap-4">
              {named('--radius-').map(([name, token]) => (
                <li key={name} className="text-center text-xs">
                  <span
                    className="mb-1 block h-14 w-14 border-2 border-green-700 bg-green-50"
                    style={{ borderRadius: token.value }}
                  />
                  <span className="font-mono">{name.slice(9)}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Shadows">
            <ul className="flex flex-wrap gap-6">
              {named('--shadow-').map(([name, token]) => (
                <li key={name} className="text-center text-xs">
                  <span className="mb-2 block h-14 w-24 rounded-md bg-white" style={{ boxShadow: token.value }} />
                  <span className="font-mono">{name.slice(9)}</span>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
    </div>
  );
}

const meta = {
  title: 'Design system/Tokens',
  component: TokensPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
export const Colour: Story = { args: { only: 'colour' } };
export const TypeScale: Story = { args: { only: 'type' } };
export const SpacingRadiusShadows: Story = { args: { only: 'space' } };
