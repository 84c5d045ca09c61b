import type { Product } from '@joognoo/schemas';
import type { Database } from '../../db/index.ts';
import { parseList } from '../../db/columns.ts';

interface ProductRow {
  id: string;
  slug: string;
  name: string;
  category: string;
  tagline: string;
  description: string;
  icon: string;
  color: string;
  benefits: unknown;
  target_users: unknown;
  key_features: unknown;
  target_industries: unknown;
  company_size: string;
  sort_order: number;
}

function toProduct(row: ProductRow): Product {
  return {
    id: String(row.id),
    slug: row.slug,
    name: row.name,
    category: row.category,
    tagline: row.tagline,
    description: row.description,
    icon: row.icon,
    color: row.color,
    benefits: parseList(row.benefits),
    targetUsers: parseList(row.target_users),
    keyFeatures: parseList(row.key_features),
    targetIndustries: parseList(row.target_industries),
    companySize: row.company_size,
  };
}

export function productsRepository(db: Database) {
  return {
    async list(): Promise<Product[]> {
      const rows = await db<ProductRow>('products').select('*').orderBy([
        { column: 'sort_order', order: 'asc' },
        { column: 'name', order: 'asc' },
      ]);
      return rows.map(toProduct);
    },

    async findBySlug(slug: string): Promise<Product | undefined> {
      const row = await db<ProductRow>('products').where({ slug }).first();
      return row && toProduct(row);
    },

    async count(): Promise<number> {
      const row = await db('products').count<{ n: number | string }[]>({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
  };
}

export type ProductsRepository = ReturnType<typeof productsRepository>;
