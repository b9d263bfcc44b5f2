/** The column headings of an inbox table (hidden on phones, where each cell carries its own label). */
export function InboxTableHead({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
