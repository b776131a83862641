CREATE TABLE "bag_reminders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "remind_of_bag" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_reminders" ADD CONSTRAINT "bag_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;