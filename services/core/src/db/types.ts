// The database as Kysely sees it: each context's tables live in db/types/<context>.ts (the tables it writes or owns),
// and this file only composes them, so every importer keeps importing Database from here.
import type { EventstoreTables } from './types/eventstore.ts';
import type { PlatformTables } from './types/platform.ts';
import type { StorageTables } from './types/storage.ts';
import type { AccessTables } from './types/access.ts';
import type { AdminTables } from './types/admin.ts';
import type { VehiclesTables } from './types/vehicles.ts';
import type { BillingTables } from './types/billing.ts';
import type { BiTables } from './types/bi.ts';
import type { ReportsTables } from './types/reports.ts';
import type { OrderCallTables } from './types/order-call.ts';
import type { SettingsTables } from './types/settings.ts';
import type { SpecsTables } from './types/specs.ts';
import type { SwapsTables } from './types/swaps.ts';
import type { DirectSalesTables } from './types/direct-sales.ts';
import type { BoletosTables } from './types/boletos.ts';
import type { ComissoesTables } from './types/comissoes.ts';
import type { ImportsTables } from './types/imports.ts';
import type { PopupsTables } from './types/popups.ts';
import type { KpiTables } from './types/kpi.ts';
import type { VisoesTables } from './types/visoes.ts';
import type { NotificacoesTables } from './types/notificacoes.ts';
import type { PrazosTables } from './types/prazos.ts';

export type * from './types/eventstore.ts';
export type * from './types/platform.ts';
export type * from './types/storage.ts';
export type * from './types/access.ts';
export type * from './types/admin.ts';
export type * from './types/vehicles.ts';
export type * from './types/billing.ts';
export type * from './types/bi.ts';
export type * from './types/reports.ts';
export type * from './types/order-call.ts';
export type * from './types/settings.ts';
export type * from './types/specs.ts';
export type * from './types/swaps.ts';
export type * from './types/direct-sales.ts';
export type * from './types/boletos.ts';
export type * from './types/comissoes.ts';
export type * from './types/imports.ts';
export type * from './types/popups.ts';
export type * from './types/kpi.ts';
export type * from './types/visoes.ts';
export type * from './types/notificacoes.ts';
export type * from './types/prazos.ts';

export interface Database
  extends
    EventstoreTables,
    PlatformTables,
    StorageTables,
    AccessTables,
    AdminTables,
    VehiclesTables,
    BillingTables,
    BiTables,
    ReportsTables,
    OrderCallTables,
    SettingsTables,
    SpecsTables,
    SwapsTables,
    DirectSalesTables,
    BoletosTables,
    ComissoesTables,
    ImportsTables,
    PopupsTables,
    KpiTables,
    VisoesTables,
    NotificacoesTables,
    PrazosTables {}
