import { Icon } from '../Icon';

export interface VtmBranch {
  id: string;
  name: string;
  address: string;
  region: string;
}

/** The selected branches that have a video teller machine, from the branch data. */
export function VtmList({ branches }: { branches: VtmBranch[] }) {
  return (
    <ul className="c-grid c-grid--3 c-vtm">
      {branches.map((b) => (
        <li key={b.id} className="c-card c-vtm__item">
          <span className="c-vtm__icon">
            <Icon name="cash" />
          </span>
          <div>
            <h3 className="c-card__title">{b.name}</h3>
            <p className="c-vtm__region">{b.region}</p>
            <p className="c-card__text">{b.address}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
