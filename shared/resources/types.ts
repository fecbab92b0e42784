// The shapes of the resource catalogue. Every layer (mapping, validation, the client, the
// sandbox) reads entities and fields from these records, so a name or bound is written once.

export type EntityName =
  | 'AttributeValue'
  | 'CustomField'
  | 'DCQuantity'
  | 'DistributionCenter'
  | 'OperatingHours'
  | 'ChannelDocument'
  | 'VatInvoiceChannelDocument'
  | 'NotSuppliedChannelDocument'
  | 'Profile'
  | 'SiteAccount'
  | 'ShippingLabelPartnerAccount'
  | 'Package'
  | 'Product'
  | 'Order';

/** 'binary' travels in JSON as a base64 string (ChannelDocument.Contents). */
export type FieldType = 'int32' | 'decimal' | 'string' | 'boolean' | 'datetime' | 'enum' | 'binary';

export type EnumName =
  | 'DistributionCenterType'
  | 'ChannelDocumentType'
  | 'DayOfWeek'
  | 'ThroughputLimitUnits'
  | 'QuantityUpdateType'
  | 'DistributionCenterTypeRollup';

/** A text format a string field must follow, with an example for error messages. */
export interface FieldPattern {
  regex: RegExp;
  description: string;
  example: string;
}

export interface FieldDef {
  name: string; // exact PascalCase name
  type: FieldType;
  /** As the spec states it. Key fields are never accepted as null, even where the spec says
   *  nullable (ProductID, OrderID): a key must fill the URL segment. */
  nullable: boolean;
  key?: boolean; // part of the entity key
  min?: number;
  max?: number; // int32 bounds (INT32_MIN/INT32_MAX) for int32 fields
  maxLength?: number; // Name 32, Value 32000 for AttributeValue
  enum?: EnumName; // for type 'enum'
  pattern?: FieldPattern; // e.g. OperatingHours.OpenTime 'HH:mm'
  onCreate: 'required' | 'optional' | 'never'; // sent by POST?
  patchable: boolean; // may PATCH change it?
  collection?: boolean; // e.g. StoreCategories if modelled as a list
  /** A sum of money (a document's TotalAmount): a currency symbol or code beside the number is dropped. */
  amount?: boolean;
  note?: string; // why a field is modelled the way it is, when the spec is unusual
}

export interface NavigationDef {
  name: string;
  target: EntityName;
  collection: boolean;
}

export interface ListOptionsDef {
  select: string[];
  orderby: string[];
  expand: string[]; /* '*' plus names */
}

/** $select/$expand a single-entity GET accepts (service-spec.md 4.1: "accept $select and $expand only"). */
export interface GetOptionsDef {
  select: string[];
  expand: string[];
}

export interface EntityDef {
  name: EntityName;
  entitySet: string; // 'AttributeValues', 'DistributionCenterOperatingHours', ...
  path: string; // '/v1/AttributeValues'; '' when only reachable as a navigation target
  keys: string[]; // key fields in URL order: ['Name','ProductID']
  fields: FieldDef[];
  navigation: NavigationDef[];
  operations: { list: boolean; get: boolean; create: boolean; patch: boolean; put: boolean; delete: boolean };
  createIsUpsert: boolean; // POST creates or updates (AttributeValues, CustomFields, DCQuantities)
  list?: ListOptionsDef; // list endpoint options (section 4.1)
  getOptions?: GetOptionsDef; // single-entity GET options, where the spec lists them (4.2-4.4)
  /** Query parameters of a create whose body is not JSON (POST /v1/ChannelDocuments takes a PDF). */
  createParams?: FieldDef[];
  /** Set on a shape that shares another entity's set (the VAT invoice variant of ChannelDocument). */
  variantOf?: EntityName;
  scope: 'inventory' | 'orders' | 'any'; // which OAuth scope reaches it
  readOnly: boolean;
  note?: string;
}

export type Operations = EntityDef['operations'];
