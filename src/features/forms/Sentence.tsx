import { Fragment } from 'react';

type Value = string | { text: string; ltr: true };

/**
 * A translated sentence whose placeholders are what people typed (a company or person's name, an
 * e-mail address): each goes in its own <bdi>, so it keeps its own direction inside the sentence
 * (an English name on an Arabic page and the reverse); an address is always left to right.
 */
export function Sentence({ template, values }: { template: string; values: Record<string, Value> }) {
  const parts = template.split(/\{(\w+)\}/g);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>;
        const value = values[part];
        if (value === undefined) return <Fragment key={i}>{`{${part}}`}</Fragment>;
        return typeof value === 'string' ? <bdi key={i}>{value}</bdi> : <bdi key={i} dir="ltr">{value.text}</bdi>;
      })}
    </>
  );
}
