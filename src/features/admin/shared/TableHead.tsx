import './admin-list.css';

/** The column headings of an admin table (hidden on phones, where each cell carries its own label). */
export function TableHead({ labels }: { labels: string[] }) {
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
