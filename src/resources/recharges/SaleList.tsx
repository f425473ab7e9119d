import { ResourceList } from '../../engine/list/ResourceList';
import { LastFloatChecks } from './LastFloatChecks';

/** Sales History's list: the engine's, under each provider's last float check (product.md §10). */
export default function SaleList() {
  return (
    <>
      <LastFloatChecks />
      <ResourceList />
    </>
  );
}
