import { join } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { boundaries } from '../eslint/boundaries.js';

// RuleTester reports through the test framework's describe/it
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = join(import.meta.dirname, '..', '..');
const em = (p: string) => join(ROOT, p);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('portal/boundaries', boundaries, {
  valid: [
    { filename: em('console/src/features/vehicles/pages/x.tsx'), code: "import { a } from '../../../shared/lines.ts';" },
    { filename: em('console/src/features/vehicles/pages/x.tsx'), code: "import { a } from '../components/veiculo-list.tsx';" },
    { filename: em('services/core/src/swaps/commands.ts'), code: "import { a } from '../vehicles/index.ts';" },
    { filename: em('services/core/src/swaps/commands.ts'), code: "import { a } from '../kernel/index.ts';" },
    { filename: em('services/core/src/demo/seed.ts'), code: "import { a } from '../swaps/demo.ts';" },
    { filename: em('services/api/src/billing/routes.ts'), code: "import { a } from '@portal/core/vehicles/index';" },
    { filename: em('services/api/src/billing/routes.ts'), code: "import { a } from '../platform/schemas.ts';" },
    { filename: em('contracts/src/swaps/messages.ts'), code: "import { a } from '../access/reach.ts';" },
  ],
  invalid: [
    { filename: em('console/src/features/vehicles/pages/x.tsx'), code: "import { a } from '../../swaps/model.ts';", errors: 1 },
    { filename: em('console/src/features/vehicles/model.ts'), code: "import { a } from '../swaps/model.ts';", errors: 1 },
    { filename: em('services/core/src/swaps/commands.ts'), code: "import { a } from '../vehicles/commands.ts';", errors: 1 },
    { filename: em('services/core/src/eventstore/registry.ts'), code: "import { a } from '../vehicles/index.ts';", errors: 1 },
    { filename: em('services/api/src/billing/routes.ts'), code: "import { a } from '@portal/core/vehicles/queries';", errors: 1 },
    { filename: em('services/api/src/billing/routes.ts'), code: "import { a } from '../vehicles/schemas.ts';", errors: 1 },
    { filename: em('contracts/src/swaps/swap-machine.ts'), code: "import { a } from '../vehicles/vehicle-machine.ts';", errors: 1 },
  ],
});
