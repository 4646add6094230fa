// Word lists of the order seed: products (with local SVG images), customers and US addresses.

export interface CatalogueProduct {
  productId: number;
  name: string;
  sku: string;
  uom: string;
  price: string;
  /** Set for bulky items: the invoice shipping then follows fixed cost × quantity. */
  fixedShippingCost: string | null;
  image: string;
}

const product = (productId: number, name: string, sku: string, price: string, image: string, uom = 'EA', fixed: string | null = null) => ({
  productId,
  name,
  sku,
  uom,
  price,
  fixedShippingCost: fixed,
  image,
});

export const HOME_PRODUCTS: CatalogueProduct[] = [
  product(10001, 'Solid Oak Dining Chair, Set of 2', 'ACM-CHR-OAK-2', '189.00', 'chair'),
  product(10002, 'Mid-Century Walnut Coffee Table', 'ACM-TBL-WAL-48', '249.50', 'table', 'EA', '35.00'),
  product(10003, 'Linen Blend Throw Pillow 18x18', 'ACM-PIL-LIN-18', '24.99', 'pillow', 'PK'),
  product(10004, 'Ceramic Table Lamp with Drum Shade', 'ACM-LMP-CER-24', '79.00', 'lamp'),
  product(10005, 'Queen Upholstered Platform Bed', 'ACM-BED-UPH-QN', '529.00', 'bed', 'EA', '89.00'),
  product(10006, 'Cotton Bath Towel Set, 6 Piece', 'ACM-TWL-COT-6', '42.75', 'towel', 'ST'),
  product(10007, 'Round Wall Mirror 30 in', 'ACM-MIR-RND-30', '96.40', 'mirror'),
  product(10008, 'Stoneware Dinnerware Set, 16 Piece', 'ACM-DIN-STN-16', '84.99', 'dishes', 'ST'),
  product(10009, '5-Shelf Industrial Bookcase', 'ACM-BKS-IND-5', '159.00', 'shelf', 'EA', '25.00'),
  product(10010, 'Wool Area Rug 5x8', 'ACM-RUG-WOL-58', '219.00', 'rug'),
  product(10011, 'Blackout Curtain Panels, Pair', 'ACM-CUR-BLK-84', '38.50', 'curtain', 'PR'),
  product(10012, 'Swivel Office Chair, Mesh Back', 'ACM-OFC-MSH-01', '139.99', 'chair'),
  product(10013, 'Three-Seat Sofa, Slate Grey', 'ACM-SOF-SLT-3', '899.00', 'sofa', 'EA', '149.00'),
  product(10014, 'Bamboo Cutting Board Set', 'ACM-CUT-BMB-3', '29.95', 'board', 'ST'),
  product(10015, 'Stainless Steel Cookware Set, 10 Piece', 'ACM-CKW-SS-10', '199.00', 'pot', 'ST'),
  product(10016, 'Memory Foam Pillow, Standard', 'ACM-PIL-MEM-ST', '45.00', 'pillow'),
];

export const OUTDOOR_PRODUCTS: CatalogueProduct[] = [
  product(20001, 'Four-Person Dome Tent', 'IOS-TNT-DOM-4', '149.00', 'tent'),
  product(20002, 'Aluminum Folding Camp Chair', 'IOS-CHR-ALU-01', '39.99', 'chair'),
  product(20003, 'Insulated Steel Water Bottle 32 oz', 'IOS-BTL-STL-32', '27.50', 'bottle'),
  product(20004, 'Propane Patio Heater', 'IOS-HTR-PRO-01', '329.00', 'lamp', 'EA', '45.00'),
  product(20005, 'Teak Outdoor Bench', 'IOS-BNC-TEK-4', '412.00', 'table', 'EA', '60.00'),
  product(20006, 'Hiking Backpack 45 L', 'IOS-BPK-HIK-45', '119.00', 'backpack'),
  product(20007, 'Cast Iron Fire Pit 30 in', 'IOS-FPT-CST-30', '189.00', 'pot', 'EA', '40.00'),
  product(20008, 'Solar Path Lights, 8 Pack', 'IOS-LGT-SOL-8', '54.99', 'lamp', 'PK'),
];

/** Image names served by GET /api/product-images/:name.svg (drawn by the API, no files, no internet). */
export const PRODUCT_IMAGE_NAMES = [
  'chair', 'table', 'pillow', 'lamp', 'bed', 'towel', 'mirror', 'dishes', 'shelf', 'rug', 'curtain', 'sofa', 'board', 'pot',
  'tent', 'bottle', 'backpack',
] as const;

export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy',
  'Anthony', 'Sandra', 'Mark', 'Ashley', 'Wei', 'Priya', 'Mohammed', 'Sofia', 'Hiroshi', 'Olga', 'Kwame', 'Lucia',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Nguyen', 'Patel', 'Kim', "O'Brien",
];
export const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Pine St', 'Elm St', 'Washington Blvd', 'Lakeview Rd', 'Park Ave', 'Sunset Blvd', 'Hillcrest Dr', 'River Rd'];
export const CITIES: [city: string, state: string, zip: string][] = [
  ['Austin', 'TX', '78701'], ['Denver', 'CO', '80202'], ['Columbus', 'OH', '43215'], ['Portland', 'OR', '97205'],
  ['Raleigh', 'NC', '27601'], ['Phoenix', 'AZ', '85004'], ['Nashville', 'TN', '37203'], ['Madison', 'WI', '53703'],
  ['Tampa', 'FL', '33602'], ['Boise', 'ID', '83702'], ['Albany', 'NY', '12207'], ['Sacramento', 'CA', '95814'],
  ['Richmond', 'VA', '23219'], ['Omaha', 'NE', '68102'], ['Burlington', 'VT', '05401'], ['Savannah', 'GA', '31401'],
];
