import { ACCESSORIES } from '../domain/repairIntake';

/**
 * English words of a repair's intake and a sold device's serial (product.md §10, beyond the
 * spec): the intake section of Add / Edit Repair, Repair Details, the job card's lines and the
 * customer's signature; a bill line's IMEI / serial. Kept beside en.ts, which spreads them in.
 */
export const repairIntakeFields = {
  accessories: 'Accessories received',
  otherAccessory: 'Other accessory',
  condition: 'Condition',
};

/** `resources.repairs/management.intake`. The accessories' labels are their names. */
export const repairIntakeWords = {
  title: 'Received with the device',
  help: 'Tick what the customer left with the device, and note its condition (cracks, scratches, dents).',
  accessories: Object.fromEntries(ACCESSORIES.map((name) => [name, name])),
  jobCard: {
    accessories: 'Accessories',
    condition: 'Condition',
    none: 'None',
    notNoted: 'Not noted',
    agreement: 'I agree that the device was received in the condition stated above, with the accessories listed.',
    signature: "Customer's signature",
  },
};

export const billSerialField = { serial: 'IMEI / serial' };
export const billSerialReceipt = { serial: 'IMEI / serial: %{serial}' };
