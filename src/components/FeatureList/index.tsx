import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Feature = {
  title: string;
  icon: ReactNode;
  body: ReactNode;
};

function Icon({children}: {children: ReactNode}): ReactNode {
  return (
    <svg className={styles.icon} width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect className={styles.iconBg} width="40" height="40" rx="10" />
      <g className={styles.iconFg}>{children}</g>
    </svg>
  );
}

const features: Feature[] = [
  {
    title: 'Expressions that read like code',
    icon: (
      <Icon>
        <path d="M14 12c-3 0-3 2-3 4v2c0 1-1 2-2 2 1 0 2 1 2 2v2c0 2 0 4 3 4M26 12c3 0 3 2 3 4v2c0 1 1 2 2 2-1 0-2 1-2 2v2c0 2 0 4-3 4" />
      </Icon>
    ),
    body: (
      <>
        Arithmetic, comparisons and ternaries work inside <code>{'{{ }}'}</code>, and functions hang off the value they
        act on: <code>{'{{ price > 100 ? "premium" : "standard" }}'}</code> or <code>{'{{ name.upper() }}'}</code>.
      </>
    ),
  },
  {
    title: 'Layouts and components included',
    icon: (
      <Icon>
        <rect x="10" y="10" width="20" height="7" rx="2" />
        <rect x="10" y="21" width="8" height="9" rx="2" />
        <rect x="21" y="21" width="9" height="9" rx="2" />
      </Icon>
    ),
    body: (
      <>
        A page picks its layout with <code>@use</code>, and each <code>@reserve</code> in the layout is filled by an{' '}
        <code>@insert</code> in the page. Reusable pieces are <code>@component</code> calls with props and{' '}
        <code>@slot</code> content.
      </>
    ),
  },
  {
    title: 'Mistakes are errors, with a line number',
    icon: (
      <Icon>
        <path d="M20 10l11 19H9z" />
        <path d="M20 17v6M20 26v.5" />
      </Icon>
    ),
    body: (
      <>
        An undefined variable, a function that a type does not have or a type mismatch such as{' '}
        <code>{'{{ 42 + "items" }}'}</code> stops rendering and reports the file and line, instead of printing an empty
        string.
      </>
    ),
  },
  {
    title: 'Your Go values, as they are',
    icon: (
      <Icon>
        <path d="M10 14h14M10 20h20M10 26h10" />
        <circle cx="28" cy="14" r="2.5" />
      </Icon>
    ),
    body: (
      <>
        Pass a <code>map[string]any</code> holding strings, numbers, booleans, slices, maps, structs or pointers. A
        struct field <code>Title</code> is read in the template as <code>book.title</code>.
      </>
    ),
  },
  {
    title: 'Add functions in Go',
    icon: (
      <Icon>
        <path d="M20 11v18M11 20h18" />
      </Icon>
    ),
    body: (
      <>
        Register your own functions for strings, arrays, integers, floats or booleans with <code>RegisterStrFunc</code>{' '}
        and its siblings, then call them like built-ins: <code>{'{{ title.slug() }}'}</code>.
      </>
    ),
  },
  {
    title: 'Parsed once, no dependencies',
    icon: (
      <Icon>
        <circle cx="20" cy="20" r="9" />
        <path d="M20 14v6l4 3" />
      </Icon>
    ),
    body: (
      <>
        <code>NewTemplate</code> parses every template in the folder when your program starts, so a syntax error shows
        up before the first request. The module needs nothing beyond the Go standard library.
      </>
    ),
  },
];

export default function FeatureList(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <div className="container">
        <h2 id="features-heading" className={styles.heading}>
          What makes Textwire worth using
        </h2>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <li key={feature.title} className={styles.card}>
              {feature.icon}
              <h3 className={styles.title}>{feature.title}</h3>
              <p className={styles.body}>{feature.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
